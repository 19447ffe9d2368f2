import { createContext, useContext, type ReactNode } from 'react';
import { BROWSER_HOST, type HostInfo } from './teams';

const HostContext = createContext<HostInfo>(BROWSER_HOST);

export interface HostProviderProps {
  host: HostInfo;
  children: ReactNode;
}

export function HostProvider({ host, children }: HostProviderProps) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The host the app runs in (Teams or a plain browser). */
export function useHost(): HostInfo {
  return useContext(HostContext);
}
