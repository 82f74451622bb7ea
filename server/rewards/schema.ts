import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RewardFields, RewardRuleFields } from '#contract/rewards';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/** A reward's value, cap and target as the form sent them (decimal strings, never floats). */
export type RewardTerms = Pick<RewardFields, 'valueKind' | 'value' | 'maximum' | 'target'>;

/** An application's rewards (issue 29): what a booking may earn. */
export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    description: text().notNull().default(''),
    terms: text().notNull().default(''),
    imageUrl: varchar({ length: 120 }),
    value: jsonb().$type<RewardTerms>().notNull(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('rewards_app_name_idx').on(t.applicationId, sql`lower(${t.name})`)],
);

/** What a rule stores beside its name, reward, priority and switch: the conditions as sent. */
export type RewardConditions = Omit<RewardRuleFields, 'name' | 'rewardId' | 'priority' | 'enabled'>;

/** When a booking earns a reward; the matching rules by priority give each reward once. */
export const rewardRules = pgTable(
  'reward_rules',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    // A reward a rule gives is refused deletion (server/rewards/store.ts); cascade for the application's.
    rewardId: integer()
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    priority: integer().notNull(),
    enabled: boolean().notNull().default(true),
    conditions: jsonb().$type<RewardConditions>().notNull(),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('reward_rules_app_priority_idx').on(t.applicationId, t.priority),
    index('reward_rules_reward_idx').on(t.rewardId),
  ],
);
