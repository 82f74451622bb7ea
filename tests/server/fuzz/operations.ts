import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { contract } from '#contract/index';

export type Operation = { name: string; route: AppRoute };

function walk(router: AppRouter, prefix: string[]): Operation[] {
  return Object.entries(router).flatMap(([key, entry]) =>
    isAppRoute(entry)
      ? [{ name: [...prefix, key].join('.'), route: entry }]
      : walk(entry, [...prefix, key]),
  );
}

/** Every operation of the contract, named as in the OpenAPI document (area.operation). */
export const OPERATIONS: readonly Operation[] = walk(contract, []);

/** Whether the contract (so the OpenAPI document) declares this answer for the operation. */
export const isDeclared = (route: AppRoute, status: number) => String(status) in route.responses;
