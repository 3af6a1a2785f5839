// Mantine's ModalsProvider on its own, so ConfirmDialogs can fetch it as a chunk (the package's other export,
// `modals`, is what pages call, and stays with them).
export { ModalsProvider } from '@mantine/modals';
