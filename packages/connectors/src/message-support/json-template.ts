/**
 * A JSON body template: any JSON object or array whose strings (keys too) may hold `{{name}}`
 * placeholders. Filling it replaces each placeholder inside the parsed strings, so a value is
 * always JSON-escaped (a quote or a newline in a message cannot change the body's shape).
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const placeholder = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;
const maxDepth = 16;
const maxLength = 16_384;

const namesIn = (text: string) => Array.from(text.matchAll(placeholder), (match) => match[1] ?? '');

/** Every placeholder name the template uses, or a problem in words an admin can act on. */
const walk = (value: unknown, depth: number, names: Set<string>): string | undefined => {
  if (depth > maxDepth) return `nested more than ${maxDepth} levels deep`;
  if (typeof value === 'string') {
    for (const name of namesIn(value)) names.add(name);
    return undefined;
  }
  if (value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    return undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = walk(item, depth + 1, names);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      for (const name of namesIn(key)) names.add(name);
      const problem = walk(item, depth + 1, names);
      if (problem) return problem;
    }
    return undefined;
  }
  return 'not JSON';
};

/**
 * Why `value` is not a usable template: not a JSON object or array, too deep or too long, a
 * placeholder not among `known`, or none of `needsOneOf` used. Undefined when it is fine.
 */
export const templateProblem = (value: unknown, known: readonly string[], needsOneOf: readonly string[]) => {
  if (typeof value !== 'object' || value === null) return 'a JSON object or array';
  const names = new Set<string>();
  const problem = walk(value, 0, names);
  if (problem) return problem;
  if (JSON.stringify(value).length > maxLength) return `longer than ${maxLength} characters`;
  const unknown = [...names].filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    return `unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(', ')}; use ${known.map((name) => `{{${name}}}`).join(', ')}`;
  }
  if (!needsOneOf.some((name) => names.has(name))) {
    return `uses none of ${needsOneOf.map((name) => `{{${name}}}`).join(', ')}`;
  }
  return undefined;
};

/** The template with each `{{name}}` replaced by `values[name]` (a name without a value becomes ''). */
export const fillTemplate = (template: Json, values: Record<string, string>): Json => {
  const fill = (text: string) => text.replace(placeholder, (_, name: string) => values[name] ?? '');
  if (typeof template === 'string') return fill(template);
  if (Array.isArray(template)) return template.map((item) => fillTemplate(item, values));
  if (template !== null && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, item]) => [fill(key), fillTemplate(item, values)]));
  }
  return template;
};
