/**
 * What this process's fan-out has done since it started, counted in memory as it goes and read
 * by the metrics at scrape time (tidings_fanout_*): receipts written, batches and the time they
 * took. Shared by reference between the engine that counts and the registry that reads.
 */
export interface EngineStats {
  fanOutRecipients: number;
  fanOutBatches: number;
  fanOutSeconds: number;
}

export const createEngineStats = (): EngineStats => ({
  fanOutRecipients: 0,
  fanOutBatches: 0,
  fanOutSeconds: 0,
});
