import type { AnyFieldApi } from '@tanstack/react-form';
import { useParams } from 'wouter';
import {
  MAX_OVERRIDE_IMAGES,
  OVERRIDE_TEXT,
  type Override,
  type OverrideCreate,
  OverrideFields,
} from '#contract/accommodation-overrides';
import { tsr } from '../../api/tsr';
import { ImageList } from '../../components/ImageList';
import type { KitField, KitFieldGroup } from '../../kit/fields';
import { KitForm } from '../../kit/KitForm';
import type { KitFormProps } from '../../kit/types';
import { notifications } from '../../notify/store';
import { urlsOf } from '../property-content/ImagesField';
import { overridesKey } from './paths';

/** The images shown instead of the supplier's: uploads (checked by content) or https addresses. */
function OverrideImages({ field, readOnly }: { field: AnyFieldApi; readOnly: boolean }) {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const upload = tsr.accommodationOverrides.uploadImage.useMutation({
    onSuccess: ({ body }) => field.handleChange([...urlsOf(field), body.imageUrl]),
    onError: () => notifications.notify('error', OVERRIDE_TEXT.imageRejected),
  });
  return (
    <ImageList
      urls={urlsOf(field)}
      onChange={(urls) => field.handleChange(urls)}
      readOnly={readOnly}
      max={MAX_OVERRIDE_IMAGES}
      uploading={upload.isPending}
      addresses
      onFile={(overrideImage) =>
        upload.mutate({ params: { applicationId }, body: { overrideImage } })
      }
    />
  );
}

const imagesField: KitField<'images'> = {
  name: 'images',
  label: 'Images',
  kind: 'custom',
  render: (field, readOnly) => <OverrideImages field={field} readOnly={readOnly} />,
};

type Name = keyof OverrideCreate & string;

const groups = (suppliers: readonly { value: number; label: string }[]): KitFieldGroup<Name>[] => [
  {
    title: 'Supplier’s property',
    fields: [
      { name: 'supplierId', label: 'Supplier', kind: 'select', options: suppliers },
      {
        name: 'supplierPropertyId',
        label: 'Supplier Property ID',
        kind: 'text',
        hint: 'The id in the supplier’s own system',
      },
    ],
  },
  {
    title: 'Shown instead',
    note: 'What is left empty shows as the supplier sends it.',
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      imagesField,
      { name: 'stars', label: 'Stars', kind: 'number', min: 1, max: 5, step: 1 },
    ],
  },
];

export const EMPTY_OVERRIDE: OverrideCreate = {
  supplierId: 0,
  supplierPropertyId: '',
  name: '',
  images: [],
  stars: null,
};

export const toOverrideForm = (o: Override): OverrideCreate => ({
  supplierId: o.supplierId,
  supplierPropertyId: o.supplierPropertyId,
  name: o.name,
  images: o.images,
  stars: o.stars,
});

export function OverrideForm({
  applicationId,
  editing,
  ...props
}: KitFormProps<OverrideCreate, OverrideFields> & { applicationId: string; editing: boolean }) {
  const suppliers = tsr.accommodationOverrides.suppliers.useQuery({
    queryKey: [...overridesKey(applicationId), 'suppliers'],
    queryData: { params: { applicationId } },
  });
  const options = (suppliers.data?.body ?? []).map((s) => ({ value: s.supplierId, label: s.name }));
  return <KitForm schema={OverrideFields} groups={groups(options)} editing={editing} {...props} />;
}
