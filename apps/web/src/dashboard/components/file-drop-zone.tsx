import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import './file-drop-zone.css';

interface FileDropZoneProps {
  /** The input's name (browser tests and the form's field errors use it). */
  name: string;
  accept: string;
  multiple?: boolean;
  icon: Icon;
  title: string;
  hint: string;
  buttonLabel: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  error?: string | null;
}

function hasFiles(event: DragEvent) {
  return event.dataTransfer.types.includes('Files');
}

/**
 * Files dropped on the zone or picked with its button (the keyboard's way in). The file input
 * itself stays hidden: the button opens it, so there is one focus stop with a clear name.
 */
export function FileDropZone({
  name,
  accept,
  multiple = false,
  icon: ZoneIcon,
  title,
  hint,
  buttonLabel,
  disabled = false,
  onFiles,
  error,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  }

  return (
    <div
      className="pa-drop-zone"
      data-dragging={dragging || undefined}
      data-invalid={error ? true : undefined}
      onDragOver={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <ZoneIcon size={28} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text fz="sm" c="dimmed">
          {hint}
        </Text>
        <Button variant="light" mt={4} disabled={disabled} onClick={() => input.current?.click()}>
          {buttonLabel}
        </Button>
      </Stack>
      <input
        ref={input}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        hidden
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared so picking the same file again still reports a change.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
