import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { alternateKeys, exactKey } from './name-keys.ts';
import {
  type CandidatePlayer,
  couldPlay,
  createPlayerMatcher,
  positionGroup,
  type TeamStint,
} from './player-match.ts';

const player = (
  key: string,
  name: string,
  position: string,
  extra: Partial<CandidatePlayer> = {},
): CandidatePlayer => ({
  key,
  gsisId: key.startsWith('mfl:') ? null : key,
  names: [name],
  position,
  birthDate: null,
  draftYear: null,
  ...extra,
});

// Two receivers named Mike Williams, one tight end of the same name, a fullback listed as RB.
const players = [
  player('00-A', 'Mike Williams', 'WR', { birthDate: '1994-10-04' }),
  player('00-B', 'Mike Williams', 'WR', { birthDate: '1987-05-18' }),
  player('00-C', 'Andrew Ogletree', 'TE'),
  player('00-D', 'Velus Jones', 'WR'),
  player('00-E', 'Bam Knight', 'RB', { names: ['Bam Knight', 'Zonovan Knight'] }),
  player('mfl:1', 'Henry Hynoski', 'RB', { draftYear: 2011 }),
  player('00-F', 'Sebastian Janikowski', 'PK'),
  player('mfl:2', 'Sebastian Janikowski', 'PK'),
  player('00-G', 'Jacoby Jones', 'WR', { birthDate: '2001-07-18', draftYear: 2025 }),
  player('00-H', 'Jacoby Jones', 'WR', { birthDate: '1984-07-11' }),
];
const stints: TeamStint[] = [
  { playerKey: '00-A', season: 2024, week: 3, team: 'NYJ' },
  { playerKey: '00-A', season: 2024, week: 9, team: 'LAC' },
  { playerKey: '00-B', season: 2024, week: null, team: 'TB' },
];
const row = (
  name: string,
  position: string,
  team: string,
  season: number | null = 2024,
  week: number | null = 5,
) => ({
  sitePlayerId: `${name}-${team}`,
  name,
  position,
  team,
  season,
  week,
});

describe('matching DFS salary rows to players', () => {
  // Built in each test (decision 050): the matcher's indexes are code under mutation.
  const matcher = () => createPlayerMatcher(players, stints, new Map([['site-77', '00-C']]));

  it('uses the team he was on in that season and week, not his team today', () => {
    // Week 5 of 2024: after his week-3 game for the Jets, before his week-9 game for the Chargers.
    expect(matcher().match(row('Mike Williams', 'WR', 'NYJ'))).toEqual({
      playerKey: '00-A',
      gsisId: '00-A',
      method: 'name-team',
    });
    expect(matcher().match(row('Mike Williams', 'WR', 'LAC'))).toMatchObject({
      gsisId: '00-A',
      method: 'name-team',
    });
    expect(matcher().match(row('Mike Williams', 'WR', 'TB'))).toMatchObject({
      gsisId: '00-B',
      method: 'name-team',
    });
  });

  it('reads only the nearest stints around the week: the next one before his first game, the last one after', () => {
    // Week 2: before his first game (week 3, Jets): the Jets only. Week 10: after his last (week 9,
    // Chargers): the Chargers only.
    expect(matcher().match(row('Mike Williams', 'WR', 'NYJ', 2024, 2))).toMatchObject({ gsisId: '00-A' });
    expect(matcher().match(row('Mike Williams', 'WR', 'LAC', 2024, 2)).method).toBe('unmatched');
    expect(matcher().match(row('Mike Williams', 'WR', 'LAC', 2024, 10))).toMatchObject({ gsisId: '00-A' });
    expect(matcher().match(row('Mike Williams', 'WR', 'NYJ', 2024, 10)).method).toBe('unmatched');
    // A roster listing without a week counts for any week; another season's stints for none.
    expect(matcher().match(row('Mike Williams', 'WR', 'TB', 2024, null))).toMatchObject({ gsisId: '00-B' });
    expect(matcher().match(row('Mike Williams', 'WR', 'TB', 2023, 5)).method).toBe('unmatched');
  });

  it('says why a row is left unmatched', () => {
    expect(matcher().match(row('Andrew Ogletree', 'K', 'DAL')).reason).toBe(
      'one player of that name, at another position and not on that team',
    );
  });

  it('never guesses between namesakes it cannot tell apart', () => {
    expect(matcher().match(row('Mike Williams', 'WR', 'DAL'))).toEqual({
      playerKey: null,
      gsisId: null,
      method: 'unmatched',
      reason: '2 players of that name, none certain',
    });
    expect(matcher().match(row('Nobody Here', 'WR', 'DAL')).reason).toBe('no player of that name');
  });

  it('matches the same name on the same team at another position (a long snapper listed as TE)', () => {
    const m = createPlayerMatcher(
      [player('00-LS', 'Zach Wood', 'LS')],
      [{ playerKey: '00-LS', season: 2025, week: 3, team: 'NO' }],
      new Map(),
    );
    expect(m.match(row('Zach Wood', 'TE', 'NO', 2025, 1))).toMatchObject({
      gsisId: '00-LS',
      method: 'name-team',
    });
    expect(m.match(row('Zach Wood', 'TE', 'DAL', 2025, 1))).toMatchObject({
      method: 'unmatched',
      reason: 'one player of that name, on another team that week',
    });
  });

  it('falls back to name and position, then to a unique name with another offensive position', () => {
    expect(matcher().match(row('Drew Ogletree', 'TE', 'IND'))).toMatchObject({
      gsisId: '00-C',
      method: 'name-position',
    });
    expect(matcher().match(row('Zonovan Knight', 'RB', 'ARI'))).toMatchObject({
      gsisId: '00-E',
      method: 'name-position',
    });
    expect(matcher().match(row('Velus Jones Jr.', 'RB', 'NO'))).toMatchObject({
      gsisId: '00-D',
      method: 'name',
    });
  });

  it('reaches crosswalk players without a gsis id, but prefers ours when the crosswalk lists one twice', () => {
    expect(matcher().match(row('Henry Hynoski', 'RB', 'NYG', 2015, 7))).toEqual({
      playerKey: 'mfl:1',
      gsisId: null,
      method: 'name-position',
    });
    expect(matcher().match(row('Sebastian Janikowski', 'K', 'OAK', 2015, 7))).toMatchObject({
      gsisId: '00-F',
    });
  });

  it('leaves out players who could not have played that season', () => {
    expect(matcher().match(row('Jacoby Jones', 'WR', 'BAL', 2015, 7))).toMatchObject({ gsisId: '00-H' });
    expect(couldPlay({ birthDate: '2001-07-18', draftYear: 2025 }, 2015)).toBe(false);
    expect(couldPlay({ birthDate: null, draftYear: null }, 2015)).toBe(true);
  });

  it('reuses an id the site used before, and keeps defences as teams', () => {
    expect(matcher().match({ ...row('Drew O.', 'TE', 'IND'), sitePlayerId: 'site-77' })).toMatchObject({
      gsisId: '00-C',
      method: 'site-id',
    });
    expect(matcher().match(row('Ravens', 'DST', 'BAL'))).toEqual({
      playerKey: null,
      gsisId: null,
      method: 'team-defence',
    });
  });

  it('reads the positions as each site writes them', () => {
    const groups = [
      'QB',
      ' qb ',
      'RB',
      'FB',
      'hb',
      'WR',
      'TE',
      'K',
      'PK',
      'DST',
      'D',
      'DEF',
      'd/st',
      'LS',
      '',
      null,
    ];
    expect(groups.map((p) => positionGroup(p))).toEqual([
      'QB',
      'QB',
      'RB',
      'RB',
      'RB',
      'WR',
      'TE',
      'K',
      'K',
      'DST',
      'DST',
      'DST',
      'DST',
      'OTHER',
      'OTHER',
      'OTHER',
    ]);
    // Every way of writing a defence is a team, never a player.
    for (const position of ['DST', 'D', 'DEF', 'D/ST'])
      expect(matcher().match(row('Ravens', position, 'BAL')).method).toBe('team-defence');
  });

  it('counts a player from 20 to 46 years old in the season, and from his draft year on', () => {
    const born1995 = { birthDate: '1995-03-01', draftYear: 2016 };
    expect([2015, 2016, 2041, 2042].map((season) => couldPlay(born1995, season))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(couldPlay({ birthDate: '1995-03-01', draftYear: null }, 2015)).toBe(true);
    expect(couldPlay({ birthDate: '1995-03-01', draftYear: null }, 2014)).toBe(false);
    // What is unknown does not exclude him: no season, no birth date (or an unreadable one).
    expect(couldPlay({ birthDate: '1900-01-01', draftYear: 2030 }, null)).toBe(true);
    expect(couldPlay({ birthDate: '', draftYear: null }, 2015)).toBe(true);
    expect(couldPlay({ birthDate: 'unknown', draftYear: 2010 }, 2015)).toBe(true);
  });

  it('takes the latest stint at or before the week and the earliest after it, whatever order they come in', () => {
    const m = createPlayerMatcher(
      // Two receivers of that name: only the team tells them apart.
      [player('00-T', 'Tyler Boyd', 'WR'), player('00-U', 'Tyler Boyd', 'WR')],
      [
        { playerKey: '00-T', season: 2024, week: 11, team: 'MIA' },
        { playerKey: '00-T', season: 2024, week: 5, team: 'NYJ' },
        { playerKey: '00-T', season: 2024, week: 8, team: 'LAC' },
        { playerKey: '00-T', season: 2024, week: 2, team: 'BUF' },
      ],
      new Map(),
    );
    const team = (club: string) => m.match(row('Tyler Boyd', 'WR', club, 2024, 5)).method;
    // Week 5: his week-5 game was for the Jets; his next, week 8, for the Chargers.
    expect(['NYJ', 'LAC', 'BUF', 'MIA'].map(team)).toEqual([
      'name-team',
      'name-team',
      'unmatched',
      'unmatched',
    ]);
  });

  it('counts a season roster for every week, and every stint of the season for a row without a week', () => {
    const m = createPlayerMatcher(
      [player('00-T', 'Tyler Boyd', 'WR'), player('00-U', 'Tyler Boyd', 'WR')],
      [
        { playerKey: '00-T', season: 2024, week: 3, team: 'NYJ' },
        { playerKey: '00-T', season: 2024, week: null, team: 'TB' },
        { playerKey: '00-T', season: 2024, week: 9, team: 'LAC' },
      ],
      new Map(),
    );
    const team = (club: string, week: number | null) =>
      m.match(row('Tyler Boyd', 'WR', club, 2024, week)).method;
    // Week 5: the roster's Buccaneers and the week-3 Jets and week-9 Chargers around it.
    expect(['TB', 'NYJ', 'LAC'].map((club) => team(club, 5))).toEqual([
      'name-team',
      'name-team',
      'name-team',
    ]);
    expect(team('TB', 12)).toBe('name-team');
    // A row without a week: any team he was on that season.
    expect(['NYJ', 'LAC', 'TB', 'BUF'].map((club) => team(club, null))).toEqual([
      'name-team',
      'name-team',
      'name-team',
      'unmatched',
    ]);
    // A row without a season cannot use the teams at all.
    expect(m.match(row('Tyler Boyd', 'WR', 'NYJ', null, 5)).method).toBe('unmatched');
  });

  it('prefers the namesake at the same position on that team, then any position on it', () => {
    // Two receivers called Mike Williams (Jets, Buccaneers) and a tight end of that name on the Jets.
    const m = createPlayerMatcher(
      [...players, player('00-M', 'Mike Williams', 'TE')],
      [...stints, { playerKey: '00-M', season: 2024, week: 5, team: 'NYJ' }],
      new Map(),
    );
    expect(m.match(row('Mike Williams', 'WR', 'NYJ'))).toMatchObject({ gsisId: '00-A', method: 'name-team' });
    expect(m.match(row('Mike Williams', 'TE', 'NYJ'))).toMatchObject({ gsisId: '00-M', method: 'name-team' });
    // Listed as a kicker on the Buccaneers: the one Mike Williams there, at another position.
    expect(m.match(row('Mike Williams', 'K', 'TB'))).toMatchObject({ gsisId: '00-B', method: 'name-team' });
  });

  describe('a namesake elsewhere is not him (issue 18: a Mike Thomas matched to the Michael Thomas of another team)', () => {
    // 2023, week 5. Michael Thomas caught passes for the Saints in weeks 4 and 6; the Bengals' Mike
    // Thomas has no line in our team history that season, and an older Mike Thomas could still play.
    const michael = player('00-MI', 'Michael Thomas', 'WR', { birthDate: '1993-03-03' });
    const saints: TeamStint[] = [
      { playerKey: '00-MI', season: 2023, week: 4, team: 'NO' },
      { playerKey: '00-MI', season: 2023, week: 6, team: 'NO' },
    ];
    const bengal = player('00-MT', 'Mike Thomas', 'WR', { birthDate: '1994-08-16' });
    const older = player('00-MO', 'Mike Thomas', 'WR', { birthDate: '1987-06-04' });

    it('never takes the short form of a name whose owner was on another team that week', () => {
      // The Bengal listed by the crosswalk as a running back: his exact name fits no receiver, so
      // before the fix the short form found the Saints' receiver by name and position.
      const m = createPlayerMatcher([michael, { ...bengal, position: 'RB' }], saints, new Map());
      expect(m.match(row('Mike Thomas', 'WR', 'CIN', 2023, 5))).toEqual({
        playerKey: '00-MT',
        gsisId: '00-MT',
        method: 'name',
      });
      // On the Saints that week, the row is Michael Thomas: the team step still takes the short form.
      expect(m.match(row('Mike Thomas', 'WR', 'NO', 2023, 5))).toMatchObject({
        gsisId: '00-MI',
        method: 'name-team',
      });
    });

    it('tries the short forms only when nobody of the exact name fits', () => {
      // Two receivers named Mike Thomas that the data cannot tell apart: not a reason to take a
      // Michael Thomas, whether or not his team that week is known.
      for (const stints of [saints, []]) {
        const m = createPlayerMatcher([michael, bengal, older], stints, new Map());
        expect(m.match(row('Mike Thomas', 'WR', 'CIN', 2023, 5))).toEqual({
          playerKey: null,
          gsisId: null,
          method: 'unmatched',
          reason: '2 players of that name, none certain',
        });
      }
      // Nobody of the exact name at all: the short form still finds him (Drew for Andrew, above).
      const m = createPlayerMatcher([michael], [], new Map());
      expect(m.match(row('Mike Thomas', 'WR', 'CIN', 2023, 5))).toMatchObject({
        gsisId: '00-MI',
        method: 'name-position',
      });
    });

    it('property: a short form of the name never matches a player who was on other teams only', () => {
      // Season rosters (no week): a player's teams that season are exactly his roster entries.
      const names = ['Mike Thomas', 'Michael Thomas', 'Mike Williams'];
      const teams = ['NO', 'CIN', 'TB'];
      const positions = ['WR', 'RB', 'TE'];
      const people = fc.array(
        fc.record({
          name: fc.constantFrom(...names),
          position: fc.constantFrom(...positions),
          rosters: fc.uniqueArray(fc.constantFrom(...teams), { maxLength: 2 }),
        }),
        { maxLength: 6 },
      );
      const rowArb = fc.record({
        name: fc.constantFrom(...names),
        position: fc.constantFrom(...positions),
        team: fc.constantFrom(...teams),
      });
      assertProperty(
        fc.property(people, rowArb, (list, r) => {
          const cands = list.map((p, i) => player(`00-${i}`, p.name, p.position));
          const stints = list.flatMap((p, i) =>
            p.rosters.map((team) => ({ playerKey: `00-${i}`, season: 2023, week: null, team })),
          );
          const m = createPlayerMatcher(cands, stints, new Map()).match(
            row(r.name, r.position, r.team, 2023, 5),
          );
          const matched = m.gsisId === null ? undefined : list[Number(m.gsisId.slice(3))];
          if (!matched || matched.name === r.name) return true;
          return matched.rosters.length === 0 || matched.rosters.includes(r.team);
        }),
      );
    });

    it('still takes the exact name across teams: an export made before a trade lists his old team', () => {
      const m = createPlayerMatcher([michael], saints, new Map());
      expect(m.match(row('Michael Thomas', 'WR', 'CIN', 2023, 5))).toMatchObject({
        gsisId: '00-MI',
        method: 'name-position',
      });
      // Another spelling of his name on another team is two doubts: not him.
      expect(m.match(row('Mike Thomas', 'WR', 'CIN', 2023, 5))).toMatchObject({
        method: 'unmatched',
        reason: 'no player of that name',
      });
    });
  });

  describe("the id crosswalk's team for its season (decision 088)", () => {
    // 2023, week 5. Two receivers named Mike Thomas; the crosswalk (published for 2023) has one at the
    // Bengals and the other without a team; no weekly stats or roster place either that season.
    const bengal = player('00-MT', 'Mike Thomas', 'WR', { birthDate: '1994-08-16' });
    const older = player('00-MO', 'Mike Thomas', 'WR', { birthDate: '1987-06-04' });
    const crosswalk = (key: string, team: string): TeamStint => ({
      playerKey: key,
      season: 2023,
      week: null,
      team,
      lastKnown: true,
    });

    it("places a player nothing else places that season, so the file's team picks him", () => {
      const m = createPlayerMatcher([bengal, older], [crosswalk('00-MT', 'CIN')], new Map());
      expect(m.match(row('Mike Thomas', 'WR', 'CIN', 2023, 5))).toEqual({
        playerKey: '00-MT',
        gsisId: '00-MT',
        method: 'name-team',
      });
      // Another season: the crosswalk of 2023 says nothing about 2024, so the two stay apart.
      expect(m.match(row('Mike Thomas', 'WR', 'CIN', 2024, 5))).toMatchObject({
        method: 'unmatched',
        reason: '2 players of that name, none certain',
      });
    });

    it('gives an entry without a gsis id a team too', () => {
      const mfl = player('mfl:12675', 'Mike Thomas', 'WR');
      const m = createPlayerMatcher([mfl, older], [crosswalk('mfl:12675', 'CIN')], new Map());
      expect(m.match(row('Mike Thomas', 'WR', 'CIN', 2023, 5))).toEqual({
        playerKey: 'mfl:12675',
        gsisId: null,
        method: 'name-team',
      });
    });

    it('never outweighs a record of that season: weekly stats or a roster place him first', () => {
      // The crosswalk, updated after a trade, has him at the Saints; his 2023 games were for the Bengals.
      const stints: TeamStint[] = [
        crosswalk('00-MT', 'NO'),
        { playerKey: '00-MT', season: 2023, week: 4, team: 'CIN' },
      ];
      const m = createPlayerMatcher([bengal, older], stints, new Map());
      expect(m.match(row('Mike Thomas', 'WR', 'CIN', 2023, 5))).toMatchObject({
        gsisId: '00-MT',
        method: 'name-team',
      });
      expect(m.match(row('Mike Thomas', 'WR', 'NO', 2023, 5))).toMatchObject({ method: 'unmatched' });
    });

    it('property: with records that season, the crosswalk team alone never makes a name-team match', () => {
      const teams = ['NO', 'CIN', 'TB', 'CLE'];
      assertProperty(
        fc.property(
          fc.uniqueArray(fc.constantFrom(...teams), { maxLength: 2 }),
          fc.constantFrom(...teams),
          fc.constantFrom(...teams),
          (records, listed, fileTeam) => {
            const stints: TeamStint[] = [
              crosswalk('00-MT', listed),
              ...records.map((team) => ({ playerKey: '00-MT', season: 2023, week: null, team })),
            ];
            const m = createPlayerMatcher([bengal, older], stints, new Map());
            const byTeam = m.match(row('Mike Thomas', 'WR', fileTeam, 2023, 5)).method === 'name-team';
            const placed = records.length > 0 ? records.includes(fileTeam) : listed === fileTeam;
            return byTeam === placed;
          },
        ),
      );
    });
  });

  it('keeps a unique name to offensive positions on both sides', () => {
    // A tight end listed as a receiver: the only Ogletree, matched by name.
    expect(matcher().match(row('Andrew Ogletree', 'WR', 'IND'))).toMatchObject({
      gsisId: '00-C',
      method: 'name',
    });
    // A receiver listed as a kicker, a kicker listed as a back: not him.
    expect(matcher().match(row('Velus Jones', 'K', 'CHI')).method).toBe('unmatched');
    expect(matcher().match(row('Sebastian Janikowski', 'RB', 'OAK', 2015, 7)).method).toBe('unmatched');
  });

  it('matches a player known under several spellings once, and never matches a blank name', () => {
    const m = createPlayerMatcher(
      [player('00-O', 'Andrew Ogletree', 'TE', { names: ['Andrew Ogletree', 'Andy Ogletree', '()'] })],
      [],
      new Map([['site-9', 'mfl:9']]),
    );
    // 'Drew' reads as both Andrew and Andy: the same player twice, so still certain.
    expect(m.match(row('Drew Ogletree', 'TE', 'IND'))).toMatchObject({
      gsisId: '00-O',
      method: 'name-position',
    });
    expect(m.match(row('(Nick)', 'TE', 'IND'))).toMatchObject({
      method: 'unmatched',
      reason: 'no player of that name',
    });
    // A site id matched earlier to a crosswalk entry has no gsis id.
    expect(m.match({ ...row('Anyone', 'WR', 'IND'), sitePlayerId: 'site-9' })).toEqual({
      playerKey: 'mfl:9',
      gsisId: null,
      method: 'site-id',
    });
  });

  it('reads names as the sites write them', () => {
    expect(exactKey('Corey (Philly) Brown')).toBe('corey brown');
    expect(exactKey("Ja'Marr Chase")).toBe('jamarr chase');
    expect(alternateKeys('Drew Ogletree')).toEqual(['andrew ogletree', 'andy ogletree']);
    expect(alternateKeys('Odell Beckham Jr.')).toEqual([]);
    // Nicknames in quotes go too, however long, and a nickname written without spaces still parts the names.
    expect(exactKey('Kenneth "KW3" Walker III')).toBe('kenneth walker');
    expect(exactKey('Corey(Philly)Brown')).toBe('corey brown');
    expect(exactKey('Kenneth"Ken"Walker')).toBe('kenneth walker');
    // One word alone has no first name to shorten.
    expect(alternateKeys('Drew')).toEqual([]);
  });
});
