import { z } from 'zod';
import { GLOSSARY_CATEGORIES } from '../../shared/api/glossary.ts';
import { isOneOf } from '../../shared/guards.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { getGlossaryQueryOptions } from '../features/education/api/get-glossary.ts';
import { GlossaryTab } from '../features/education/components/glossary-tab.tsx';
import { ResponsibleBetting } from '../features/education/components/responsible-betting.tsx';
import { StrategyModules } from '../features/education/components/strategy-modules.tsx';
import { useSearchState } from '../lib/search-state.ts';

const TABS = ['glossary', 'strategy', 'responsible'] as const;
const SEARCH = {
  tab: z.enum(TABS).default('glossary'),
  q: z.string().max(100).default(''),
  category: z.enum(['All', ...GLOSSARY_CATEGORIES]).default('All'),
};

export const loader = () => startQueries(getGlossaryQueryOptions());

/** Spec 02 §2: Betting Education, three tabs; the tab, search and category live in the URL. */
export function Component() {
  usePageTitle('Betting Education');
  const [search, setSearch] = useSearchState(SEARCH);
  return (
    <div className="space-y-6">
      <PageHeader title="Betting Education">
        <p className="text-moss-300">
          The words of the trade, with examples counted from real NFL results and lines; strategy basics; and
          help when betting stops being fun.
        </p>
      </PageHeader>
      <Tabs value={search.tab} onValueChange={(v) => isOneOf(TABS, v) && setSearch({ tab: v })}>
        <TabsList aria-label="Education sections">
          <TabsTrigger value="glossary">Glossary</TabsTrigger>
          <TabsTrigger value="strategy">Strategy</TabsTrigger>
          <TabsTrigger value="responsible">Responsible Betting</TabsTrigger>
        </TabsList>
        <TabsContent value="glossary" className="mt-4">
          <GlossaryTab
            query={search.q}
            category={search.category}
            onChange={(next) => setSearch(next, { replace: next.q !== undefined })}
          />
        </TabsContent>
        <TabsContent value="strategy" className="mt-4">
          <StrategyModules />
        </TabsContent>
        <TabsContent value="responsible" className="mt-4">
          <ResponsibleBetting />
        </TabsContent>
      </Tabs>
    </div>
  );
}
