import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Violations a user would hit hard: serious and critical ones, described for the failure message. */
export const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})\n${violation.nodes
          .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`)
          .join('\n')}`,
    );
};

/** Fails with the serious and critical violations of the page as it is now. */
export const expectAxeClean = async (page: Page) => {
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
};
