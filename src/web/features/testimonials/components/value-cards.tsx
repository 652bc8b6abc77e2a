import { ClipboardCheck, Lock, ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

// Spec 02's three value cards, saying only what the product does (decision 113).
const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Records, not claims',
    text: "Beside every story is the writer's own record: picks locked before kickoff and graded from the final score.",
  },
  {
    icon: Lock,
    title: 'Picks frozen at kickoff',
    text: 'Our picks and yours are stored before the game and never rewritten, so the archive stays honest.',
  },
  {
    icon: ClipboardCheck,
    title: 'Read before it is shown',
    text: 'Every story is held until an admin reads it. Nothing here is written by us or made up.',
  },
];

export function ValueCards() {
  return (
    <section aria-labelledby="values-title" className="space-y-3">
      <h2 id="values-title" className="font-display text-xl text-moss-100">
        Why members trust the jungle
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <Icon aria-hidden="true" className="size-6 text-banana-400" />
              <h3 className="mt-2 font-semibold text-moss-100">{title}</h3>
              <p className="mt-1 text-sm text-moss-300">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
