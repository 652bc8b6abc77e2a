import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMyReferrals } from '../api/get-my-referrals.ts';

/** The profile's referral card (decision 123): the person's own link and what it brought, from the server. */
export function ReferralSection() {
  const query = useMyReferrals();
  const [copied, setCopied] = useState(false);
  return (
    <section aria-label="Refer a friend">
      <Card>
        <CardHeader>
          <CardTitle>Refer a friend</CardTitle>
          <CardDescription>
            Share your link. A visit counts once a day per visitor; a sign-up counts when a new account is
            made after arriving through it; a paid plan counts while it is active.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState query={query} what="your referral link" pending={<Skeleton className="h-32" />}>
            {(r) => (
              <div className="flex flex-col gap-4">
                <div className="flex flex-wrap items-center gap-2">
                  <input
                    readOnly
                    value={r.link}
                    aria-label="Your referral link"
                    className="min-w-0 flex-1 rounded bg-canopy-900 px-2 py-1 text-sm text-banana-300"
                  />
                  <Button
                    size="compact"
                    variant="secondary"
                    onClick={() =>
                      navigator.clipboard
                        ?.writeText(r.link)
                        .then(() => setCopied(true))
                        .catch(() => setCopied(false))
                    }
                  >
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                </div>
                <p className="text-sm text-moss-300">
                  Your code: <span className="font-mono text-moss-100">{r.code}</span>
                </p>
                <dl className="grid grid-cols-3 gap-3 text-center">
                  {[
                    ['Clicks', r.clicks],
                    ['Sign-ups', r.signUps],
                    ['Paid', r.paid],
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-lg border border-canopy-700 p-3">
                      <dt className="text-xs uppercase tracking-wider text-moss-300">{label}</dt>
                      <dd className="font-display text-2xl text-banana-400">{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </section>
  );
}
