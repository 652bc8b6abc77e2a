import { Signpost } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';

// No data to load: the frame's loader (the public configuration) is the only one on this route.

export function Component() {
  usePageTitle('404 Page Not Found');
  return (
    <EmptyState
      headingLevel={1}
      icon={Signpost}
      title="404 Page Not Found"
      className="mx-auto mt-8 max-w-xl"
      action={
        <Button asChild>
          <Link to="/">Back to the jungle</Link>
        </Button>
      }
    >
      <p>This vine leads nowhere. The page you asked for does not exist.</p>
    </EmptyState>
  );
}
