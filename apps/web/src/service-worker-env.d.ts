// The service worker's address, defined by the build that emits it (build/service-worker.ts).
interface ImportMetaEnv {
  readonly OPENTAB_SERVICE_WORKER_URL?: string;
}
