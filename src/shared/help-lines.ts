// Kept apart from the RG API schemas: the footer shows them on every page, so they load with the frame.
/** Help lines, one click away on every page (footer) and on the tracker. */
export const HELP_LINES = [
  { label: '1-800-GAMBLER', href: 'tel:18004264237', note: 'National Problem Gambling Helpline, 24/7' },
  {
    label: 'ncpgambling.org',
    href: 'https://www.ncpgambling.org/',
    note: 'National Council on Problem Gambling',
  },
  {
    label: 'gamblersanonymous.org',
    href: 'https://www.gamblersanonymous.org/',
    note: 'Gamblers Anonymous meetings',
  },
] as const;
