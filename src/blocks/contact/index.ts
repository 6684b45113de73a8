import { defineBlock } from '../../engine/define-block';
import { Contact } from './contact';
import { contactSchema } from './schema';

export const block = defineBlock({
  type: 'contact',
  schema: contactSchema,
  Component: Contact,
  description:
    'Contact form: name, email, optional phone and a message (required, up to 5,000 characters), stored as a lead with the page context; limited to 3 per 5 minutes in the browser and per address on the server',
});
