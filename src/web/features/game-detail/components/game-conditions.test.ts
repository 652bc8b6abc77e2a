import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { GameDetailResponse } from '../../../../shared/api/game-detail.ts';
import { renderedText } from '../../../testing/rendered-text.ts';
import { WeatherCard } from './game-conditions.tsx';

// Issue 21: the game page's weather said "Forecast · open-meteo" (a source id) and "—" with no reason.
const detailWith = (weather: GameDetailResponse['game']['weather']) =>
  ({ game: { roof: 'outdoors', weather } }) as unknown as GameDetailResponse;

describe('the game page weather card', () => {
  it('names the forecast source and says why a figure is missing', () => {
    const text = renderedText(
      createElement(WeatherCard, {
        detail: detailWith({
          source: 'open-meteo',
          observed: false,
          capturedAt: '2025-12-12T17:00:00.000Z',
          temperatureF: 41.6,
          windMph: 12.4,
          humidityPct: null,
          precipitationPct: 30,
        }),
      }),
    );
    expect(text).toContain('Forecast · Open-Meteo · captured');
    expect(text).not.toContain('open-meteo');
    // 41.6 °F → 42; 12.4 mph → 12; humidity not in the forecast.
    expect(text).toContain('42 °F');
    expect(text).toContain('12 mph');
    expect(text).toContain('— (not reported)');
  });

  it('says an observation has no chance of rain, and names the schedule it came from', () => {
    const text = renderedText(
      createElement(WeatherCard, {
        detail: detailWith({
          source: 'nflverse',
          observed: true,
          capturedAt: '2025-09-07T17:00:00.000Z',
          temperatureF: 77,
          windMph: 5,
          humidityPct: null,
          precipitationPct: null,
        }),
      }),
    );
    expect(text).toContain('Observed at kickoff · nflverse schedule · captured');
    expect(text).toContain('— (not part of an observation)');
  });
});
