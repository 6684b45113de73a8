import { defineBehaviour } from '../../ui/define-behaviour';

export interface LogMissingPathProps {
  /** The warning, with {path} where the missing address goes. */
  message: string;
}

/** Records in the console which address a visitor tried, once per page view. */
export default defineBehaviour<LogMissingPathProps>((_element, { message }) => {
  console.warn(message.replace('{path}', window.location.pathname));
});
