import { UPLOAD_KINDS, type UploadKind } from '../../../contract/uploads';

interface KindText {
  /** The list screen's name (SPEC.md: Wave Management, Video Management, HTML/PDF Files). */
  list: string;
  /** The kind in a word, as the list's switch names it (the menu's words). */
  short: string;
  create: string;
  update: string;
  /** "audio file": what one of them is called in a sentence. */
  noun: string;
  /** "an" or "a", before the noun. */
  article: string;
  icon: string;
  /** The file chooser's filter; the server judges the type by content all the same. */
  accept: string;
  /** The formats, as the drop zone names them. */
  formats: string;
}

export const KIND_TEXT: Record<UploadKind, KindText> = {
  audio: {
    list: 'Wave Management',
    short: 'Audio (Wave)',
    create: 'Upload Wave File',
    update: 'Update Wave File',
    noun: 'audio file',
    article: 'an',
    icon: 'bi-music-note-beamed',
    accept: 'audio/*,.mp3,.wav,.ogg,.m4a,.flac,.aac',
    formats: 'MP3, WAV, OGG, M4A, AAC or FLAC',
  },
  video: {
    list: 'Video Management',
    short: 'Video',
    create: 'Upload Video File',
    update: 'Update Video File',
    noun: 'video',
    article: 'a',
    icon: 'bi-camera-video',
    accept: 'video/*,.mp4,.webm,.mov,.m4v',
    formats: 'MP4, WebM or MOV',
  },
  document: {
    list: 'HTML/PDF Files',
    short: 'HTML/PDF',
    create: 'Upload HTML/PDF File',
    update: 'Update HTML/PDF File',
    noun: 'document',
    article: 'a',
    icon: 'bi-file-earmark-richtext',
    accept: '.pdf,.html,.htm,application/pdf,text/html',
    formats: 'PDF or HTML',
  },
};

/** The kind a screen shows: its ?type=, audio when missing or unknown. */
export function kindFrom(type: string | null): UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(type ?? '') ? (type as UploadKind) : 'audio';
}
