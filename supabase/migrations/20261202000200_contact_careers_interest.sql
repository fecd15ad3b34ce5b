-- Applications for open roles come through the contact form with the interest "careers"
-- (an entry's Apply button chooses it). The table's check gains that one value.
alter table public.contact_messages drop constraint contact_messages_interest_offered;
alter table public.contact_messages add constraint contact_messages_interest_offered
  check (interest in ('fuel-supply', 'partnership', 'investment', 'research', 'careers', 'other'));
