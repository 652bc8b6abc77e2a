// How a risk cell reads and looks. Colours follow UI.md §4 (Okabe-Ito, colour-blind safe: sky for low
// risk through a neutral to orange and vermillion) on spec 02 §9's five bands; every cell prints its
// number and recommendation too, so colour is never the only signal.
import type { RiskBand, RiskCellView, RiskGame } from '../../../../shared/api/risk-heatmap.ts';

export const BAND_CLASSES: Record<RiskBand, string> = {
  green: 'bg-[#56B4E9] text-[#07130c]',
  light_green: 'bg-[#a9d9f4] text-[#07130c]',
  yellow: 'bg-[#e8e1c4] text-[#07130c]',
  orange: 'bg-[#E69F00] text-[#07130c]',
  red: 'bg-[#D55E00] text-[#07130c]',
  none: 'bg-canopy-800 text-moss-100 border border-dashed border-[#427f5c]',
};

export const BAND_NAMES: Record<RiskBand, string> = {
  green: 'under 20',
  light_green: '20–39',
  yellow: '40–59',
  orange: '60–79',
  red: '80 and over',
  none: 'not scored',
};

export const BET_NAMES: Record<RiskCellView['betType'], string> = {
  spread: 'Spread',
  total: 'Total',
  moneyline: 'Moneyline',
};

export const matchup = (g: Pick<RiskGame, 'away' | 'home'>) => `${g.away.code} @ ${g.home.code}`;

export const riskText = (c: Pick<RiskCellView, 'riskScore'>) =>
  c.riskScore === null ? '—' : String(c.riskScore);

export const percentWeight = (w: number) => `${Math.round(w * 100)}%`;
