import path from 'node:path';
import { packageError } from './package-files.ts';
import type { TestGroup } from './test-data.ts';

/** Every group of the tree, depth first in run order. */
export function flattenGroups(group: TestGroup): TestGroup[] {
  return [group, ...group.children.flatMap((child) => (child.kind === 'group' ? flattenGroups(child.group) : []))];
}

/**
 * 2025-09 `require_pass` names groups by their path below data/ ("secret/group1", or
 * "sample"); a name without "secret/" is taken below data/secret too. Rewrites each
 * name to its group's full name, and refuses a name no group has or a group that
 * requires one running after it or holding it (its result would not be known yet).
 */
export function checkRequirePass(pkgDir: string, root: TestGroup): void {
  const groups = flattenGroups(root);
  const order = new Map(groups.map((group, position) => [group.name, position]));
  for (const [position, group] of groups.entries()) {
    group.scoring.requirePass = group.scoring.requirePass.map((name) => {
      const resolved = name === 'sample' || order.has(name) ? name : order.has(`secret/${name}`) ? `secret/${name}` : undefined;
      const file = path.join('data', group.name, 'test_group.yaml');
      if (resolved === undefined) throw packageError(pkgDir, file, `field "require_pass": no test group "${name}"`);
      const isAfter = (order.get(resolved) ?? 0) >= position || group.name.startsWith(`${resolved}/`);
      if (resolved !== 'sample' && isAfter) throw packageError(pkgDir, file, `field "require_pass": "${name}" must run before this group`);
      return resolved;
    });
  }
}
