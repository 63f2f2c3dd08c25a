import { Avatar, CloseButton, FileInput, Group, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { IMAGE_TYPES, checkImageFile, type ImageFileProblem } from '../lib/image-file';
import { thumbnailUrl } from '../lib/image-srcset';

interface ImagePickerProps {
  label: string;
  placeholder: string;
  description?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The picture already stored, shown until another is chosen. */
  currentUrl?: string | null;
  /** Server-side error for this field. */
  error?: string;
  previewAlt: string;
  name?: string;
}

/** Picks one picture, checks its type and size at once, and previews it. */
export function ImagePicker({
  label,
  placeholder,
  description,
  value,
  onChange,
  currentUrl,
  error,
  previewAlt,
  name = 'imageFile',
}: ImagePickerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!value) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  function handleChange(file: File | null) {
    const found = file ? checkImageFile(file) : null;
    setProblem(found);
    onChange(found ? null : file);
  }

  const shown = previewUrl ?? thumbnailUrl(currentUrl);

  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Avatar src={shown} alt={shown ? previewAlt : ''} size={72} radius={36} color="brand">
        <IconPhoto size={30} aria-hidden />
      </Avatar>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <FileInput
          name={name}
          label={label}
          description={description}
          placeholder={placeholder}
          accept={IMAGE_TYPES.join(',')}
          value={value}
          onChange={handleChange}
          error={problem ? t(problem) : error}
          leftSection={<IconPhoto size={18} aria-hidden />}
          rightSection={
            value ? (
              <CloseButton
                size="sm"
                aria-label={t('common.cancel')}
                onClick={() => handleChange(null)}
              />
            ) : undefined
          }
        />
      </Stack>
    </Group>
  );
}
