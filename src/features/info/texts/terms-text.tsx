import { Trans } from '@lingui/react/macro';
import type { ShopContacts } from './contacts';

/** The terms and conditions of sale, after Norwegian consumer law. */
export function TermsText({ contacts }: { contacts: ShopContacts }) {
  const { name, phone, email, address, orgNr } = contacts;
  return (
    <>
      <h2>
        <Trans>1. The agreement</Trans>
      </h2>
      <p>
        <Trans>
          These terms apply to purchases in the online shop of {name} (org. no. {orgNr}). The agreement
          consists of these terms, the information given in the order process and any separately agreed terms.
          For consumers, Norwegian consumer law applies, in particular the Consumer Purchases Act, the
          Cancellation Act and the E-Commerce Act.
        </Trans>
      </p>
      <h2>
        <Trans>2. The parties</Trans>
      </h2>
      <p>
        <Trans>
          The seller is {name}, {address}, email {email}, phone {phone}, org. no. {orgNr}. The buyer is the
          person who places the order.
        </Trans>
      </p>
      <h2>
        <Trans>3. Price</Trans>
      </h2>
      <p>
        <Trans>
          All prices are in Norwegian kroner (NOK) and include 25% VAT (MVA). Shipping costs 129 kr per order
          and is shown before you confirm the order; pickup in our shop is free. The buyer pays no costs that
          were not shown before the purchase.
        </Trans>
      </p>
      <h2>
        <Trans>4. Conclusion of the agreement</Trans>
      </h2>
      <p>
        <Trans>
          The agreement is binding on both parties once the buyer has sent the order and received an order
          confirmation by email. An obvious typing or pricing error in the shop or in the order does not bind
          the seller.
        </Trans>
      </p>
      <h2>
        <Trans>5. Payment</Trans>
      </h2>
      <p>
        <Trans>
          Payment is made when you order. The seller may charge the card or send the invoice once the goods
          have been dispatched. Business customers with an account may pay by invoice with 14 days' credit.
        </Trans>
      </p>
      <h2>
        <Trans>6. Delivery</Trans>
      </h2>
      <p>
        <Trans>
          Parts in stock are normally dispatched within one working day and arrive within 1–5 working days,
          depending on where in Norway you live. Parts on backorder are delivered when they arrive from the
          supplier, and we tell you the expected date. Delivery has taken place when the buyer, or someone
          acting for the buyer, has taken over the goods.
        </Trans>
      </p>
      <h2>
        <Trans>7. Risk for the goods</Trans>
      </h2>
      <p>
        <Trans>
          The risk for the goods passes to the buyer when he or she has received them as described in section
          6.
        </Trans>
      </p>
      <h2>
        <Trans>8. Right of withdrawal</Trans>
      </h2>
      <p>
        <Trans>
          Consumers have a 14-day right of withdrawal under the Cancellation Act. The period starts the day
          after you received the goods. To use it, tell us by email at {email} or send the standard withdrawal
          form before the period ends.
        </Trans>
      </p>
      <p>
        <Trans>
          Return the part unused and in its original packaging as soon as possible, and no later than 14 days
          after you told us. We refund the purchase price, including the original standard shipping cost, no
          later than 14 days after we received your notice; we may hold back the refund until the goods have
          arrived. You pay the cost of the return.
        </Trans>
      </p>
      <p>
        <Trans>
          If a part has been fitted to a vehicle or used more than needed to inspect it, you may be liable for
          its loss of value. The right of withdrawal does not apply to parts made or adapted to order.
        </Trans>
      </p>
      <h2>
        <Trans>9. Delay and non-delivery</Trans>
      </h2>
      <p>
        <Trans>
          If the goods are not delivered on time, the buyer may under the Consumer Purchases Act demand
          delivery, cancel the purchase or claim compensation for loss caused by the delay.
        </Trans>
      </p>
      <h2>
        <Trans>10. Defects and complaints</Trans>
      </h2>
      <p>
        <Trans>
          If the part has a defect, you must tell us within a reasonable time after you discovered it. The
          deadline for complaints is two years after you received the part, or five years for parts that are
          meant to last considerably longer. You may ask for repair, a replacement, a price reduction or to
          cancel the purchase.
        </Trans>
      </p>
      <p>
        <Trans>
          A part that does not fit the vehicle it was listed for in our catalogue counts as a defect.
        </Trans>
      </p>
      <h2>
        <Trans>11. Business customers</Trans>
      </h2>
      <p>
        <Trans>
          For purchases between businesses, the Sale of Goods Act applies instead of the Consumer Purchases
          Act, and there is no right of withdrawal. Complaints must be made within a reasonable time and no
          later than two years after delivery.
        </Trans>
      </p>
      <h2>
        <Trans>12. Personal data</Trans>
      </h2>
      <p>
        <Trans>We process personal data as described in our privacy policy.</Trans>
      </p>
      <h2>
        <Trans>13. Disputes</Trans>
      </h2>
      <p>
        <Trans>
          Complaints should first be sent to us. If we cannot agree, you may contact the Norwegian Consumer
          Authority (Forbrukertilsynet) for mediation, and the case can then be brought before the Consumer
          Complaints Committee (Forbrukerklageutvalget). Consumers in the EU/EEA may also use the EU online
          dispute resolution platform at ec.europa.eu/odr.
        </Trans>
      </p>
    </>
  );
}
