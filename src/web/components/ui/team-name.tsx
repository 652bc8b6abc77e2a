import { teamNickname } from '../../lib/format.ts';

/**
 * A team's name in a row whose width varies (issue 21: "Tamp…", "Houston T…" even at 1366 px): the full
 * name where the row (a CSS container, `@container` on an ancestor) has room, the nickname where it has
 * less, nothing beside the code where it has none. Never cut off: each form is whole and nowrap. The
 * full name is always there for screen readers.
 */
export function TeamName({ name }: { name: string }) {
  return (
    <span className="min-w-0 flex-1 whitespace-nowrap">
      <span className="hidden @[28rem]:inline">{name}</span>
      <span aria-hidden="true" className="hidden @[23rem]:inline @[28rem]:hidden">
        {teamNickname(name)}
      </span>
      <span className="sr-only @[28rem]:hidden">{name}</span>
    </span>
  );
}
