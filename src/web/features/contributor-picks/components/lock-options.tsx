import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import type { useLockPicks } from '../hooks/use-lock-picks.ts';

interface LockOptionsProps {
  picks: Pick<ReturnType<typeof useLockPicks>, 'options' | 'lock'>;
  className: string;
  /** The list's accessible name, where the surrounding control does not already give one. */
  label?: string;
  button: Pick<ButtonProps, 'size' | 'variant'>;
}

/** One button per pick still open at the line we hold: the card's Lock and the game page's panel. */
export function LockOptions({ picks: { options, lock }, className, label, button }: LockOptionsProps) {
  return (
    <ul aria-label={label} className={className}>
      {options.map((o) => (
        <li key={`${o.body.market}-${o.body.selection}`}>
          <Button
            {...button}
            loading={lock.isPending && lock.variables === o.body}
            disabled={lock.isPending}
            onClick={() => lock.mutate(o.body)}
          >
            Lock {o.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}
