import type { AnyFieldApi } from '@tanstack/react-form';
import { useParams } from 'wouter';
import { tsr } from '../../api/tsr';
import { ImageChooser } from '../../components/images';
import type { KitField } from '../../kit/fields';
import { notifications } from '../../notify/store';

/** The reward's image: uploaded when chosen (checked like profile pictures), saved with the form. */
function RewardImage({ field, readOnly }: { field: AnyFieldApi; readOnly: boolean }) {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const upload = tsr.rewards.uploadImage.useMutation({
    onSuccess: ({ body }) => field.handleChange(body.imageUrl),
    onError: () =>
      notifications.notify('error', 'Choose a JPG, GIF or PNG image of at most 800 kB'),
  });
  const url: unknown = field.state.value;
  return (
    <ImageChooser
      label="Image"
      alt="Reward image"
      empty="No image yet."
      url={typeof url === 'string' && url !== '' ? url : null}
      canEdit={!readOnly}
      busy={upload.isPending}
      onFile={(rewardImage) => upload.mutate({ params: { applicationId }, body: { rewardImage } })}
    />
  );
}

export const imageField = <N extends string>(name: N): KitField<N> => ({
  name,
  label: 'Image',
  kind: 'custom',
  render: (field, readOnly) => <RewardImage field={field} readOnly={readOnly} />,
});
