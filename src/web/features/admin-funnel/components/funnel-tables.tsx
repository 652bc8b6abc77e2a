import type { AdminFunnel } from '../../../../shared/api/analytics.ts';

const STEPS = [
  ['visits', 'Visits'],
  ['claims', 'Free-pick claims'],
  ['signUps', 'Sign-ups'],
  ['checkouts', 'Checkouts'],
  ['paid', 'Paid'],
] as const;

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wider text-moss-300';
const td = 'px-3 py-2 text-right tabular-nums';

/** The admin's funnel (decision 123): one row per ISO week, one per referral code; counts from the server. */
export function FunnelTables({ funnel }: { funnel: AdminFunnel }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-label="Funnel per week">
        <h2 className="mb-2 font-display text-xl text-banana-400">Per week</h2>
        {funnel.weeks.length === 0 ? (
          <p className="text-moss-300">No visits, claims or sign-ups in the last 12 weeks.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={th}>Week of</th>
                {STEPS.map(([, label]) => (
                  <th key={label} className={`${th} text-right`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {funnel.weeks.map((w) => (
                <tr key={w.weekStart} className="border-t border-canopy-800">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {w.weekStart}
                  </th>
                  {STEPS.map(([key, label]) => (
                    <td key={label} className={td}>
                      {w[key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-label="Funnel per referral code">
        <h2 className="mb-2 font-display text-xl text-banana-400">Per referral code</h2>
        {funnel.codes.length === 0 ? (
          <p className="text-moss-300">No referral link has brought a visit yet.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={th}>Code</th>
                <th className={th}>Owner</th>
                <th className={`${th} text-right`}>Clicks</th>
                <th className={`${th} text-right`}>Sign-ups</th>
                <th className={`${th} text-right`}>Paid</th>
              </tr>
            </thead>
            <tbody>
              {funnel.codes.map((c) => (
                <tr key={c.code} className="border-t border-canopy-800">
                  <th scope="row" className="px-3 py-2 text-left font-mono font-normal">
                    {c.code}
                  </th>
                  <td className="px-3 py-2">{c.owner}</td>
                  <td className={td}>{c.clicks}</td>
                  <td className={td}>{c.signUps}</td>
                  <td className={td}>{c.paid}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
