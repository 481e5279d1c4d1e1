import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { DirectorySearch } from '../../shared/directory-search.js';

// Until the directory query's matchingCard (helper B, branch search-query) is merged: its shape
// as SEARCH-CONTRACT.md describes it. Replaced by an import of the real one.

/** A nanny's card as the directory sends it (city and rounded distance only, never coordinates). */
export interface DirectoryCard {
  id: string;
  fullName: string;
  bio: string;
  photoUrl: string | null;
  availabilitySummary: string;
  city: string | null;
  state: string | null;
  distance: { miles: number; label: string } | null;
  needs: string[];
  languages: string[];
  cprFirstAid: boolean;
  matchedNeeds: string[];
  nextAvailableOn: string | null;
}

/** Her card if she is listed and matches this parent's search now (from her home ZIP), else null. */
export type MatchingCard = (
  db: Kysely<Database>,
  query: { nannyId: string; parentId: string; search: DirectorySearch; now: Date },
) => Promise<DirectoryCard | null>;

/** The card's response schema (the directory's own once merged). */
export const DirectoryCardSchema = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  bio: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  availabilitySummary: Type.String(),
  city: Type.Union([Type.String(), Type.Null()]),
  state: Type.Union([Type.String(), Type.Null()]),
  distance: Type.Union([Type.Object({ miles: Type.Number(), label: Type.String() }), Type.Null()]),
  needs: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  cprFirstAid: Type.Boolean(),
  matchedNeeds: Type.Array(Type.String()),
  nextAvailableOn: Type.Union([Type.String(), Type.Null()]),
});
