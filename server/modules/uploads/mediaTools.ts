import { execFile } from 'node:child_process';

/** The longest a probe may take; a conversion's limit grows with the file (see conversion.ts). */
const PROBE_TIMEOUT_MS = 60_000;

export interface ToolRun {
  stdout: string;
  stderr: string;
}

/**
 * Runs ffmpeg or ffprobe (by the configured path) and answers its output; rejects when it exits
 * with an error, times out, or is aborted (the app closing kills it, so nothing outlives it).
 */
export function runTool(
  path: string,
  args: readonly string[],
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    execFile(
      path,
      args,
      {
        timeout: options.timeoutMs ?? PROBE_TIMEOUT_MS,
        maxBuffer: 4 * 1024 * 1024,
        ...(options.signal ? { signal: options.signal } : {}),
      },
      (error, stdout, stderr) => {
        if (error) {
          const detail = stderr.trim().split('\n').slice(-3).join(' ');
          reject(new Error(`${path} failed: ${error.message} ${detail}`.trim(), { cause: error }));
        } else resolve({ stdout, stderr });
      },
    );
  });
}

/** Whether a tool answers `-version`: false when it is not installed (or not at that path). */
export async function toolAvailable(path: string): Promise<boolean> {
  try {
    await runTool(path, ['-version'], { timeoutMs: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** The length in seconds ffprobe reads from a file, or null when it cannot tell. */
export async function probeDuration(
  ffprobePath: string,
  file: string,
  signal?: AbortSignal,
): Promise<number | null> {
  const { stdout } = await runTool(
    ffprobePath,
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
    signal ? { signal } : {},
  );
  const seconds = Number.parseFloat(stdout.trim());
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) / 1000 : null;
}

/**
 * Converts a QuickTime file to an MP4 that plays in every browser: H.264 video and AAC audio,
 * the index at the front (+faststart) so playback starts before the whole file has arrived.
 */
export async function convertToMp4(
  ffmpegPath: string,
  input: string,
  output: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<void> {
  await runTool(
    ffmpegPath,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', input],
      ...['-map', '0:v:0', '-map', '0:a:0?'],
      // H.264 in 4:2:0 needs even dimensions.
      ...['-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-movflags', '+faststart', '-f', 'mp4', output],
    ],
    options,
  );
}
