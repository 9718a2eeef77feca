/* global window, document -- page.evaluate callbacks run in the browser */
// axe-core (the engine behind Lighthouse's accessibility score) run in a page opened by the browser
// tests. The store's Content-Security-Policy forbids injected scripts, so the page's context must be
// made with { bypassCSP: true }.
import { createRequire } from 'node:module';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// WCAG 2.1 A and AA plus axe's best practices: what Lighthouse's accessibility audits draw on.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Every violation on the page, one line per node: rule, target and axe's message. */
export async function axeViolations(page) {
  await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(
    (values) => window.axe.run(document, { runOnly: { type: 'tag', values } }),
    tags,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} ${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary}`,
    ),
  );
}
