// Sandboxed preload: bundled to one CommonJS file whose only require is 'electron'.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld('quire', createBridge(ipcRenderer));
