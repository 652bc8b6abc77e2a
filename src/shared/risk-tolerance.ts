// The risk tolerances a person can choose for 'Your Personal Picks' (spec 01 §9's low / medium / high,
// worded for the Profile form). Shared by the database schema, the API and the domain mapping.
export const RISK_TOLERANCES = ['conservative', 'moderate', 'aggressive'] as const;
export type UserRiskTolerance = (typeof RISK_TOLERANCES)[number];
