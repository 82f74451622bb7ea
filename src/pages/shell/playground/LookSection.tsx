import { EyeOpenIcon, Pencil1Icon, PlusIcon, RocketIcon, TrashIcon } from '@radix-ui/react-icons';
import { Link } from 'wouter';
import { Button, Card, EmptyState, IconButton, PageHeader, RowActions, Skeleton, Stack } from '#ui';

/** The pieces every page is built of: header, link-buttons, row actions, empty and loading. */
export function LookSection() {
  return (
    <Card title="Page pieces">
      <Stack gap="lg">
        <PageHeader
          title="Sample record"
          subtitle="A page header: breadcrumbs, title and actions in one row"
          breadcrumbs={[
            { label: 'Samples', link: <a href="#samples">Samples</a> },
            { label: 'Sample record' },
          ]}
          actions={
            <>
              <Button asChild tone="quiet">
                <a href="#samples">Back to list</a>
              </Button>
              <Button icon={<Pencil1Icon aria-hidden="true" />}>Edit</Button>
            </>
          }
        />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' }}>
          <Button asChild icon={<PlusIcon aria-hidden="true" />}>
            <a href="#add">A link as a primary button</a>
          </Button>
          <RowActions>
            <IconButton asChild label="View sample" icon={<EyeOpenIcon aria-hidden="true" />}>
              <Link href="/playground/card" />
            </IconButton>
            <IconButton label="Edit sample" icon={<Pencil1Icon aria-hidden="true" />} />
            <IconButton danger label="Delete sample" icon={<TrashIcon aria-hidden="true" />} />
            <IconButton loading label="Resend to sample" icon={<RocketIcon aria-hidden="true" />} />
          </RowActions>
        </div>
        <EmptyState
          title="No samples yet."
          icon={<RocketIcon />}
          action={
            <Button asChild icon={<PlusIcon aria-hidden="true" />}>
              <a href="#add">Add the first sample</a>
            </Button>
          }
        >
          An empty state says what is missing and offers the next step.
        </EmptyState>
        <Skeleton rows={3} columns={3} label="Loading the sample list" />
      </Stack>
    </Card>
  );
}
