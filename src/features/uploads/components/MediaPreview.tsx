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
    const quickTime = upload.contentType === 'video/quicktime';
    return (
      <VideoPlayer
        src={src}
        title={upload.title}
        {...(quickTime
          ? {
              note: 'This is a QuickTime (.mov) file kept as uploaded: it may not play everywhere.',
            }
          : {})}
      />
    );
  }
  return (
    <DocumentViewer
      src={src}
      title={upload.title}
      kind={upload.contentType === 'application/pdf' ? 'pdf' : 'html'}
    />
  );
}
