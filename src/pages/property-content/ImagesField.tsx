import type { AnyFieldApi } from '@tanstack/react-form';
import { useParams } from 'wouter';
import { MAX_PROPERTY_IMAGES, PROPERTY_TEXT } from '#contract/property-content';
import { tsr } from '../../api/tsr';
import { ImageList } from '../../components/ImageList';
import type { KitField } from '../../kit/fields';
import { notifications } from '../../notify/store';

export const urlsOf = (field: AnyFieldApi): string[] =>
  Array.isArray(field.state.value)
    ? field.state.value.filter((v): v is string => typeof v === 'string')
    : [];

/** The property's images: each uploaded when chosen (checked by content), saved with the form. */
function PropertyImages({ field, readOnly }: { field: AnyFieldApi; readOnly: boolean }) {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const upload = tsr.propertyContent.uploadImage.useMutation({
    onSuccess: ({ body }) => field.handleChange([...urlsOf(field), body.imageUrl]),
    onError: () => notifications.notify('error', PROPERTY_TEXT.imageRejected),
  });
  return (
    <ImageList
      urls={urlsOf(field)}
      onChange={(urls) => field.handleChange(urls)}
      readOnly={readOnly}
      max={MAX_PROPERTY_IMAGES}
      uploading={upload.isPending}
      onFile={(propertyImage) =>
        upload.mutate({ params: { applicationId }, body: { propertyImage } })
      }
    />
  );
}

export const imagesField = <N extends string>(name: N): KitField<N> => ({
  name,
  label: 'Images',
  kind: 'custom',
  render: (field, readOnly) => <PropertyImages field={field} readOnly={readOnly} />,
});
