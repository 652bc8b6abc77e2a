import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** A card headed by its title and a small tag (a glossary category, a module's level). */
export function TaggedCard({ title, tag, children }: { title: string; tag: string; children: ReactNode }) {
  return (
    <Card className="h-full space-y-3">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-banana-400">{title}</h3>
        <span className="rounded-full border border-canopy-600 px-2 py-0.5 text-xs text-moss-300">{tag}</span>
      </div>
      {children}
    </Card>
  );
}
