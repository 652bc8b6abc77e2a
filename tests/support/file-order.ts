// The order in which Vitest hands test files to its workers (decision 125). Vitest's own sequencer sorts
// by project name before anything else ("Projects run sequential"), so in one run every `api` file was
// queued before the first `unit` file: the unit and API projects share one pool of two workers (same
// `maxWorkers`, same `sequence.groupOrder`), but the 234 unit files only started once the last API file
// had been taken (612 s into the CI run of 2026-11-27). This sequencer keeps Vitest's order inside each
// project (failed files first, then the longest by the last run's cache, or the largest when unknown)
// and deals the projects of one group out in proportion to their file counts, so a unit file (pure CPU)
// runs beside an API file that mostly waits on PostgreSQL, and the last files of the run are each
// project's shortest. Projects still run in `sequence.groupOrder` order. The e2e files share the group
// (decision 126) and are dealt out the same way, longest first by a fixed table (decision 133,
// e2e-order.ts): a clean clone has no cache of durations, and Vitest's largest-first by bytes put the
// longest e2e file near the end of the run.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { E2E_SECONDS, longestFirst } from './e2e-order.ts';

export default class MixedProjectSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const isE2e = (f: TestSpecification) => f.project.name === 'e2e';
    const e2eWeight = (f: TestSpecification) => {
      const file = path.relative(root, f.moduleId).split(path.sep).join('/');
      // A file that failed in the last run goes first, as in Vitest's own order.
      if (this.ctx.cache.getFileTestResults(`e2e:${file}`)?.failed) return undefined;
      return E2E_SECONDS[file];
    };
    // Each project's own order is what counts below: the e2e files' is replaced, the others' kept.
    const ordered = [...sorted.filter((f) => !isE2e(f)), ...longestFirst(sorted.filter(isE2e), e2eWeight)];
    return interleaveProjects(ordered, (f) => ({
      group: f.project.config.sequence.groupOrder ?? 0,
      project: f.project.name,
    }));
  }
}

/**
 * `sorted` with the projects of each group dealt out in proportion to their counts: each next file is
 * taken from the project that has had the smallest share of its own files so far (ties: the project
 * that came first). Groups keep their order; each project keeps its own files' order.
 */
export function interleaveProjects<T>(
  sorted: readonly T[],
  key: (f: T) => { group: number; project: string },
) {
  const groups = new Map<number, Map<string, T[]>>();
  for (const f of sorted) {
    const { group, project } = key(f);
    const projects = groups.get(group) ?? new Map<string, T[]>();
    groups.set(group, projects);
    const list = projects.get(project) ?? [];
    projects.set(project, list);
    list.push(f);
  }
  const out: T[] = [];
  for (const group of [...groups.keys()].sort((a, b) => a - b)) {
    const lists = [...(groups.get(group)?.values() ?? [])];
    const taken = lists.map(() => 0);
    for (;;) {
      let next = -1;
      for (let i = 0; i < lists.length; i++) {
        const list = lists[i] ?? [];
        const t = taken[i] ?? 0;
        if (t >= list.length) continue;
        const best = next === -1 ? Number.POSITIVE_INFINITY : (taken[next] ?? 0) / (lists[next]?.length ?? 1);
        if (t / list.length < best) next = i;
      }
      if (next === -1) break;
      const t = taken[next] ?? 0;
      const f = lists[next]?.[t];
      if (f !== undefined) out.push(f);
      taken[next] = t + 1;
    }
  }
  return out;
}
