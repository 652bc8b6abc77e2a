import { CloudRain, HeartPulse, type LucideIcon, TrendingUp, Zap } from 'lucide-react';
import type { AlertTypeValue } from '../../../../shared/api/alerts.ts';

export const ALERT_TYPE_LOOK: Record<AlertTypeValue, { label: string; Icon: LucideIcon }> = {
  line_movement: { label: 'Line Movement', Icon: TrendingUp },
  injury: { label: 'Injuries', Icon: HeartPulse },
  weather: { label: 'Weather', Icon: CloudRain },
  sharp_money: { label: 'Sharp Money', Icon: Zap },
};
