import type { AuditFinding } from '../../functions/platform/audit';
import { eventually } from './eventually';

/**
 * Runs the replay's audits named (as `npm run replay` runs them, from the catalog) over the whole
 * history of the runtime under test, until they find nothing: reactions of the last requests may still
 * be on their way (a refund Stripe has not confirmed yet), a breach stays and fails after `timeoutMs`.
 * Loaded on call: the catalog and the store read the runtime's configuration, set by the test file.
 * Answers their summaries, in the order of `names`.
 */
export const auditsFindNothing = async (names: readonly string[], timeoutMs = 20_000): Promise<string[]> => {
  const { allAudits } = await import('../../functions/catalog');
  const { createReplay, replayFeed } = await import('../../functions/platform/replay');
  const audits = names.map((name) => {
    const audit = allAudits.find((candidate) => candidate.name === name);
    if (!audit) throw new Error(`audit inconnu : ${name}`);
    return audit;
  });
  return eventually(async () => {
    const runs = audits.map((audit) => audit.start());
    await replayFeed(createReplay([], { onEvent: (event) => runs.forEach((run) => run.observe(event)) }));
    const findings: AuditFinding[] = runs.flatMap((run) => [...run.report()]);
    if (findings.length > 0) throw new Error(findings.map((finding) => `${finding.rule} ${finding.streamId} : ${finding.message}`).join('\n'));
    return runs.map((run) => run.summary());
  }, timeoutMs);
};
