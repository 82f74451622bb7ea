import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { LOCATION_TEXT, type NormalisedLocation } from '#contract/location-normalisation';
import { Button, Card, Facts, Heading, List, LoadingBlock, Page, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { GoTo } from '../../routing/GoTo';
import { LOCATIONS_KEY, locationPaths } from './paths';
import { UnmapAction } from './row-actions';

type Params = { countryCode: string; normalisedName: string };

function Rename({ location }: { location: NormalisedLocation }) {
  const [, navigate] = useLocation();
  const [name, setName] = useState(location.name);
  useEffect(() => setName(location.name), [location.name]);
  const saving = useSave({
    cacheKey: LOCATIONS_KEY,
    call: (next: string) =>
      expectStatus(
        api.locationNormalisation.rename({
          params: { countryCode: location.countryCode, normalisedName: location.name },
          body: { name: next },
        }),
        200,
      ),
    done: LOCATION_TEXT.renamed,
    onSaved: (answer) =>
      navigate(locationPaths.location(answer.countryCode, answer.name), { replace: true }),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void saving.submit(name);
      }}
    >
      <Stack>
        <TextField
          label="Normalised name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          errors={saving.errors.name}
        />
        <div>
          <Button tone="primary" type="submit" disabled={saving.saving || name === location.name}>
            Rename
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /admin/locationNormalisation/{countryCode}/{normalisedName}: one place and its names. */
export function LocationPage() {
  const { countryCode = '', normalisedName = '' } = useParams<Params>();
  const name = decodeURIComponent(normalisedName);
  const query = tsr.locationNormalisation.get.useQuery({
    queryKey: [...LOCATIONS_KEY, 'location', countryCode, name],
    queryData: { params: { countryCode, normalisedName: name } },
  });
  const location = query.data?.body;
  const crumbs = [{ label: 'Location normalisation', href: `/admin${locationPaths.list}` }];
  // Spec section 8: a record that is not found returns to its list.
  if (query.isError) return <GoTo to={`/admin${locationPaths.list}`} />;
  if (!location) {
    return (
      <Page title="Normalised location" breadcrumbs={crumbs}>
        <LoadingBlock />
      </Page>
    );
  }
  return (
    <Page title={`${location.name} (${location.countryCode})`} breadcrumbs={crumbs}>
      <Stack>
        <Card>
          <Stack>
            <Facts
              rows={[
                ['Country', location.countryCode],
                ['Supplier names mapped', String(location.nameCount)],
              ]}
            />
            <Rename location={location} />
          </Stack>
        </Card>
        <Card>
          <Stack>
            <Heading level={2}>Supplier names</Heading>
            <List
              label="Supplier names"
              items={location.names}
              getKey={(n) => n.nameId}
              render={(n) => (
                <span>
                  {n.name} <UnmapAction row={n} />
                </span>
              )}
            />
          </Stack>
        </Card>
        <HistoryPanel crm="normalisedLocations" recordId={String(location.locationId)} />
      </Stack>
    </Page>
  );
}
