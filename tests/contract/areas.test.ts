import { describe, expect, it } from 'vitest';
import { AREAS } from '#contract/areas/index';
import { contract } from '#contract/index';
import { pageAccess } from '#contract/page-access';
import { SERVER_AREAS } from '#server/areas';
import { CLIENT_AREAS } from '../../src/areas';

const names = (list: readonly { area: { name: string } }[]) => list.map((half) => half.area.name);

describe('the area descriptors', () => {
  it('give every area a server half and a client half, in the same order', () => {
    const declared = AREAS.map((area) => area.name);
    expect(names(SERVER_AREAS)).toEqual(declared);
    expect(names(CLIENT_AREAS)).toEqual(declared);
  });

  it('declare the access of contract routers only, every operation of each', () => {
    for (const area of AREAS) {
      for (const [key, operations] of Object.entries(area.access)) {
        const router: Record<string, unknown> | undefined = (
          contract as unknown as Record<string, Record<string, unknown>>
        )[key];
        expect(router, `${area.name} declares ${key}`).toBeDefined();
        // Platform routers' routes declare platformAdmin themselves; others name each operation.
        if (Object.keys(operations).length > 0) {
          expect(Object.keys(operations).sort(), key).toEqual(Object.keys(router ?? {}).sort());
        }
      }
    }
  });

  it('serve each contract router an area declares from that area, once', () => {
    const served = SERVER_AREAS.flatMap((half) => Object.keys(half.routers));
    expect(new Set(served).size).toBe(served.length);
    for (const key of Object.keys(pageAccess)) expect(served, key).toContain(key);
  });
});
