import { useEffect } from 'react';

export interface LogMissingPathProps {
  /** The warning, with {path} where the missing address goes. */
  message: string;
}

/** Records in the console which address a visitor tried, once the page is live. Renders nothing. */
export default function LogMissingPath({ message }: LogMissingPathProps) {
  useEffect(() => {
    console.warn(message.replace('{path}', window.location.pathname));
  }, [message]);
  return null;
}
