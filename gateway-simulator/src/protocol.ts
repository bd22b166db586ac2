/** The fields of the card page's request and of the bank's answer (the "multipagos" protocol, docs/product.md §3). */
export interface PaymentRequest {
  mp_account: string;
  mp_product: string;
  mp_order: string;
  mp_reference: string;
  mp_node: string;
  mp_concept: string;
  mp_amount: string;
  mp_currency: string;
  mp_customername: string;
  mp_email: string;
  mp_urlsuccess: string;
  mp_urlfailure: string;
  mp_signature: string;
}

export interface GatewayAnswer {
  mp_order: string;
  mp_reference: string;
  mp_amount: string;
  mp_authorization: string;
  mp_response: string;
  mp_responsemsg: string;
  mp_date: string;
  mp_signature: string;
}
