import { useState } from 'react';
import { Button, FileUpload, Muted, TextField } from '#ui';
import { SortableList } from '../kit/SortableList';

const ACCEPT = 'image/jpeg,image/gif,image/png';

/**
 * A record's images in the order a site shows them: moved by drag or keyboard, removed, added
 * by upload (the caller uploads and appends) and, when `addresses` is set, by an https address.
 */
export function ImageList({
  urls,
  onChange,
  readOnly,
  max,
  uploading,
  onFile,
  addresses = false,
  noun = 'Property',
}: {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  readOnly: boolean;
  max: number;
  uploading: boolean;
  onFile: (file: File) => void;
  addresses?: boolean;
  /** What the pictures show, for their text alternative ("Property view 1"). */
  noun?: string;
}) {
  const [address, setAddress] = useState('');
  const items = urls.map((url, index) => ({ url, index }));
  const full = urls.length >= max;
  return (
    <div>
      {urls.length === 0 ? <Muted>No images yet.</Muted> : null}
      <SortableList
        items={items}
        idOf={(item) => item.url}
        nameOf={(item) => `image ${item.index + 1}`}
        label="Images in the order the site shows them"
        noun="image"
        movable={!readOnly}
        onReorder={(moved) => onChange(moved.map((item) => item.url))}
        render={(item) => (
          <>
            <img src={item.url} alt={`${noun} view ${item.index + 1}`} height={48} />
            {readOnly ? null : (
              <Button
                tone="quiet"
                size="sm"
                onClick={() => onChange(urls.filter((u) => u !== item.url))}
              >
                {`Remove image ${item.index + 1}`}
              </Button>
            )}
          </>
        )}
      />
      {readOnly || full ? null : (
        <FileUpload
          label="Add image"
          accept={ACCEPT}
          hint="JPG, GIF or PNG, at most 800 kB."
          busy={uploading}
          onFile={onFile}
        />
      )}
      {readOnly || full || !addresses ? null : (
        <div>
          <TextField
            label="Image address"
            hint="https://…, as the supplier publishes it"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <Button
            tone="secondary"
            size="sm"
            disabled={address.trim() === '' || urls.includes(address.trim())}
            onClick={() => {
              onChange([...urls, address.trim()]);
              setAddress('');
            }}
          >
            Add address
          </Button>
        </div>
      )}
    </div>
  );
}
