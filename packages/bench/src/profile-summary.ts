/**
 * Summarises V8 CPU profiles (`--cpu-prof`, `.cpuprofile` files): self time by function and by
 * package or source file, the largest first, so the server's and the reference's profiles of a
 * run can be compared side by side.
 *
 * @example
 * npx tsx packages/bench/src/profile-summary.ts packages/bench/.bench/profiles/*.cpuprofile --top 30
 */
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Where a frame's code lives: a package (`oidc-provider`, `koa`), our own source file, or a V8 category. */
export const placeOf = (url: string, functionName: string) => {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const packages = url.indexOf('/packages/');
  return packages >= 0 ? url.slice(packages + 1) : url;
};

/** Self time (µs) per function and per place, and the profile's total, of one profile. */
export const summarise = (profile: Profile, fromSeconds = 0) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= fromSeconds * 1e6) self.set(id, (self.get(id) ?? 0) + delta);
  });
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  let total = 0;
  for (const [id, time] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    const name = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + time);
    places.set(place, (places.get(place) ?? 0) + time);
    total += time;
  }
  return { functions, places, total };
};

const top = (map: Map<string, number>, total: number, count: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, time]) =>
        `${((100 * time) / total).toFixed(1).padStart(5)}%  ${(time / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const fromAt = args.indexOf('--from');
  const count = topAt >= 0 ? Number(args[topAt + 1]) : 25;
  const from = fromAt >= 0 ? Number(args[fromAt + 1]) : 0;
  const values = new Set([topAt + 1, fromAt + 1].filter((index) => index > 0));
  const files = args.filter((arg, index) => !arg.startsWith('--') && !values.has(index));
  for (const file of files) {
    const { functions, places, total } = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, from);
    const idle = (places.get('(idle)') ?? 0) / 1000;
    console.log(`\n== ${file}: ${(total / 1000).toFixed(0)} ms sampled from ${from} s, ${idle.toFixed(0)} ms idle`);
    console.log('-- by place');
    for (const line of top(places, total, count)) console.log(line);
    console.log('-- by function');
    for (const line of top(functions, total, count)) console.log(line);
  }
}
