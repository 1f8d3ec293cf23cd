import { useEffect, useRef } from 'react';
import type { ConnectionState } from './socket';

/** What a live connection calls back. */
export interface LiveHandlers<M> {
  onMessage(message: M): void;
  /** After each connection; `first` is false after a reconnection, when messages may have been missed. */
  onOpen?(first: boolean): void;
  onStateChange?(state: ConnectionState): void;
}

export interface LiveConnection {
  readonly state: ConnectionState;
  close(): void;
}

export interface LiveChannelOptions<M, C extends LiveConnection> {
  /** Opens the channel: a plain live socket (`openLiveSocket`) or a timer channel with its clock sync. */
  connect(channel: string, handlers: LiveHandlers<M>): C;
  onOpen?(first: boolean, connection: C): void;
  onStateChange?(state: ConnectionState): void;
  /**
   * The session the channel is opened as, when it matters: the server reads the caller once, on
   * upgrade, so another session reopens the channel.
   */
  as?: string;
}

/**
 * Keeps a component on a live channel while it is mounted: opened when `channel` is set, closed when
 * it is unset or the component goes, reopened when it (or `as`) changes. The handlers are those of
 * the last render, so they need not be stable; `onMessage` also gets the connection.
 */
export function useLiveChannel<M, C extends LiveConnection>(
  channel: string | undefined,
  onMessage: (message: M, connection: C) => void,
  options: LiveChannelOptions<M, C>,
) {
  const latest = useRef({ onMessage, options });
  useEffect(() => {
    latest.current = { onMessage, options };
  });
  const as = options.as;

  useEffect(() => {
    if (!channel) return;
    const connection: C = latest.current.options.connect(channel, {
      onMessage: (message) => latest.current.onMessage(message, connection),
      onOpen: (first) => latest.current.options.onOpen?.(first, connection),
      onStateChange: (state) => latest.current.options.onStateChange?.(state),
    });
    return () => connection.close();
  }, [channel, as]);
}
