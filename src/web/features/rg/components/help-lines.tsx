import { HELP_LINES } from '../../../../shared/help-lines.ts';

/** The help lines, as links: on every page (footer) and on the tracker. */
export function HelpLines({ className }: { className?: string }) {
  return (
    <ul className={className} aria-label="Help with gambling problems">
      {HELP_LINES.map((line) => (
        <li key={line.href}>
          <a
            href={line.href}
            className="inline-flex min-h-11 items-center font-semibold text-banana-400 hover:text-banana-300 sm:min-h-0"
            {...(line.href.startsWith('http') ? { target: '_blank', rel: 'noreferrer' } : {})}
          >
            {line.label}
          </a>{' '}
          <span className="text-moss-300">— {line.note}</span>
        </li>
      ))}
    </ul>
  );
}
