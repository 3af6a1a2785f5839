import { Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { MSG } from '@opentab/shared';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { t } from '../../lib/i18n';
import { IMAGE_ACCEPT, isImageFile } from '../../lib/image';
import { toastError } from '../../lib/toast';

type TProps = {
  image: string | null;
  alt: string;
  size: number;
  uploadLabel: string;
  onUpload: (file: File) => void;
  onRemove: () => void;
  uploading: boolean;
  removing: boolean;
};

/** A photo with its upload (images only) and remove buttons; the caller compresses and sends. */
export function PhotoEditor({
  image,
  alt,
  size,
  uploadLabel,
  onUpload,
  onRemove,
  uploading,
  removing,
}: TProps) {
  const resetRef = useRef<() => void>(null);

  const pick = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!isImageFile(file)) {
      toastError(t(MSG.imageInvalid));
      return;
    }
    onUpload(file);
  };

  return (
    <Stack gap="sm" align="center">
      {image ? (
        <Image src={image} alt={alt} w={size} h={size} radius="md" fit="cover" />
      ) : (
        <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Stack gap={4} align="center">
            <IconPhoto size={40} stroke={1.2} color="var(--mantine-color-gray-5)" />
            <Text size="sm" c="dimmed">
              {t('No image')}
            </Text>
          </Stack>
        </Center>
      )}
      <Group gap="xs" justify="center">
        <FileButton onChange={pick} accept={IMAGE_ACCEPT} resetRef={resetRef}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={18} />} loading={uploading}>
              {uploadLabel}
            </Button>
          )}
        </FileButton>
        {image ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} />}
            loading={removing}
            onClick={onRemove}
          >
            {t('Remove')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
