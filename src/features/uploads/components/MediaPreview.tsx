import type { Upload } from '../../../../contract/uploads';
import { AudioPlayer } from '../../../components/media/AudioPlayer';
import { DocumentViewer } from '../../../components/media/DocumentViewer';
import { VideoPlayer } from '../../../components/media/VideoPlayer';
import { assetUrl } from '../../../lib/assetUrl';

/** howler picks its decoder by extension: the sniffed type's usual one. */
const AUDIO_FORMATS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/webm': 'webm',
};

/** What the player says of a QuickTime (.mov) video's conversion to MP4. */
const CONVERSION_NOTES: Partial<Record<Upload['conversion'], string>> = {
  pending:
    'This QuickTime (.mov) video is being converted to MP4 so it plays everywhere. Until then it may not play in every browser.',
  failed:
    'This QuickTime (.mov) video could not be converted to MP4: it is kept as uploaded and may not play everywhere.',
  unavailable:
    'This QuickTime (.mov) video is kept as uploaded (no converter on the server): it may not play everywhere.',
};

/** The file as the app will show it: the audio player, the video player, or the document. */
export function MediaPreview({ upload }: { upload: Upload }) {
  const src = assetUrl(upload.playbackUrl) ?? '';
  const downloadUrl = `${src}&download=true`;
  if (upload.kind === 'audio') {
    return (
      <AudioPlayer
        src={src}
        title={upload.title}
        downloadUrl={downloadUrl}
        downloadName={upload.fileName}
        {...(AUDIO_FORMATS[upload.contentType]
          ? { format: AUDIO_FORMATS[upload.contentType] }
          : {})}
      />
    );
  }
  if (upload.kind === 'video') {
    const note = CONVERSION_NOTES[upload.conversion];
    return <VideoPlayer src={src} title={upload.title} {...(note ? { note } : {})} />;
  }
  return (
    <DocumentViewer
      src={src}
      title={upload.title}
      kind={upload.contentType === 'application/pdf' ? 'pdf' : 'html'}
    />
  );
}
