/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Errors_InternalInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_LinesInputs */
/** @typedef {{}} Errors_Cart_Sign_In_ReturnsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_ReturnsInputs */
/** @typedef {{}} Errors_Cart_Line_No_ProductInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, got: NonNullable<unknown> }} Errors_Cart_Quantity_RangeInputs */
/** @typedef {{ option: NonNullable<unknown>, options: NonNullable<unknown> }} Errors_Cart_Not_Purchase_OptionInputs */
/** @typedef {{}} Errors_Cart_Term_Whole_MonthsInputs */
/** @typedef {{}} Errors_Cart_Options_UnreadableInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Errors_Cart_Return_Quantity_RangeInputs */
/** @typedef {{}} Errors_Cart_Kind_SubscriptionInputs */
/** @typedef {{}} Errors_Cart_Kind_FinancingInputs */
/** @typedef {{}} Errors_Cart_Kind_RentInputs */
/** @typedef {{}} Errors_Cart_Kind_PurchaseInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown>, option: NonNullable<unknown> }} Errors_Cart_Not_Offered_AsInputs */
/** @typedef {{ name: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Choose_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown> }} Errors_Cart_Outright_No_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Term_Not_OfferedInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown> }} Errors_Cart_Pivotcare_Not_OfferedInputs */
/** @typedef {{}} Errors_Cart_Return_Not_FoundInputs */
/** @typedef {{ name: NonNullable<unknown>, refusal: NonNullable<unknown> }} Errors_Cart_Item_RefusalInputs */
/** @typedef {{}} Errors_Checkout_Card_EitherInputs */
/** @typedef {{}} Errors_Checkout_Card_Details_ExpiredInputs */
/** @typedef {{}} Errors_Checkout_Saved_Card_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Idempotency_KeyInputs */
/** @typedef {{}} Errors_Checkout_No_ReturnsInputs */
/** @typedef {{}} Errors_Checkout_Cart_EmptyInputs */
/** @typedef {{}} Errors_Checkout_Choose_AddressInputs */
/** @typedef {{}} Errors_Checkout_Expected_AmountInputs */
/** @typedef {{}} Errors_Checkout_Sign_Full_NameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Checkout_Signature_MismatchInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Checkout_Max_OrdersInputs */
/** @typedef {{}} Errors_Checkout_Agreement_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Card_DeclinedInputs */
/** @typedef {{}} Errors_Checkout_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Checkout_Expired_CardInputs */
/** @typedef {{}} Errors_Checkout_Payment_CancelledInputs */
/** @typedef {{}} Errors_Checkout_Address_Not_FoundInputs */
/** @typedef {{ city: NonNullable<unknown>, cityProvince: NonNullable<unknown>, province: NonNullable<unknown> }} Errors_Checkout_Other_ProvinceInputs */
/** @typedef {{ city: NonNullable<unknown>, postalCode: NonNullable<unknown> }} Errors_Checkout_Out_Of_ReachInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Checkout_Prices_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Choose_CardInputs */
/** @typedef {{ name: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Checkout_Sold_OutInputs */
/** @typedef {{}} Errors_Checkout_Balance_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Still_ProcessingInputs */
/** @typedef {{}} Errors_Checkout_Key_ReusedInputs */
/** @typedef {{}} Errors_Account_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Cart_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, problem: NonNullable<unknown> }} Errors_Checkout_Cart_ProblemInputs */
/** @typedef {{}} Errors_Cart_No_Longer_SoldInputs */
/** @typedef {{}} Errors_Cart_No_Longer_AvailableInputs */
/** @typedef {{ city: NonNullable<unknown> }} Errors_Cart_Not_At_DepotInputs */
/** @typedef {{}} Errors_Cart_Not_For_SaleInputs */
/** @typedef {{}} Errors_Cart_Out_Of_StockInputs */
/** @typedef {{ available: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Cart_Not_Enough_StockInputs */
/** @typedef {{}} Errors_Delivery_Choose_DayInputs */
/** @typedef {{}} Errors_Pickup_Choose_DayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Delivery_EarliestInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Pickup_EarliestInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Sale_Pickup_WithinInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Delivery_Days_AheadInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Pickup_Days_AheadInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Delivery_No_WeekdayInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Pickup_No_WeekdayInputs */
/** @typedef {{}} Errors_Sale_Choose_PickupInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Delivery_Choose_TimeInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Pickup_Choose_TimeInputs */
/** @typedef {{}} Errors_Window_StartedInputs */
/** @typedef {{ name: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Errors_Window_LabelInputs */
/** @typedef {{}} Errors_Window_MorningInputs */
/** @typedef {{}} Errors_Window_AfternoonInputs */
/** @typedef {{}} Errors_Window_EveningInputs */
/** @typedef {{}} Errors_Window_AnytimeInputs */
/** @typedef {{}} Errors_Window_PickupInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_DateInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_Postal_CodeInputs */
/** @typedef {{ value: NonNullable<unknown>, codes: NonNullable<unknown> }} Errors_Not_A_ProvinceInputs */


export const errors_internal = /** @type {(inputs: Errors_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again in a moment.`)
};

export const errors_cart_max_lines = /** @type {(inputs: Errors_Cart_Max_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A cart holds at most ${i?.max} lines.`)
};

export const errors_cart_sign_in_returns = /** @type {(inputs: Errors_Cart_Sign_In_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to return items you have with us.`)
};

export const errors_cart_max_returns = /** @type {(inputs: Errors_Cart_Max_ReturnsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A cart holds at most ${i?.max} returns.`)
};

export const errors_cart_line_no_product = /** @type {(inputs: Errors_Cart_Line_No_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cart line has no product. Remove it and add the item again.`)
};

export const errors_cart_quantity_range = /** @type {(inputs: Errors_Cart_Quantity_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a quantity from ${i?.min} to ${i?.max} (got ${i?.got}).`)
};

export const errors_cart_not_purchase_option = /** @type {(inputs: Errors_Cart_Not_Purchase_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.option}" is not a purchase option. Use one of ${i?.options}.`)
};

export const errors_cart_term_whole_months = /** @type {(inputs: Errors_Cart_Term_Whole_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The term length must be a whole number of months.`)
};

export const errors_cart_options_unreadable = /** @type {(inputs: Errors_Cart_Options_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The chosen options are not readable. Choose them again.`)
};

export const errors_cart_return_quantity_range = /** @type {(inputs: Errors_Cart_Return_Quantity_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a return quantity from ${i?.min} to ${i?.max}.`)
};

export const errors_cart_kind_subscription = /** @type {(inputs: Errors_Cart_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a subscription`)
};

export const errors_cart_kind_financing = /** @type {(inputs: Errors_Cart_Kind_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monthly financing`)
};

export const errors_cart_kind_rent = /** @type {(inputs: Errors_Cart_Kind_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a rental`)
};

export const errors_cart_kind_purchase = /** @type {(inputs: Errors_Cart_Kind_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a purchase`)
};

export const errors_cart_not_offered_as = /** @type {(inputs: Errors_Cart_Not_Offered_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not offered as ${i?.kind} (${i?.option}). Choose another way to pay for it.`)
};

export const errors_cart_choose_term = /** @type {(inputs: Errors_Cart_Choose_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a term for ${i?.name}: ${i?.terms} months.`)
};

export const errors_cart_outright_no_term = /** @type {(inputs: Errors_Cart_Outright_No_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bought outright has no term. Remove the ${i?.term}-month term.`)
};

export const errors_cart_term_not_offered = /** @type {(inputs: Errors_Cart_Term_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not offered over ${i?.term} months. Choose ${i?.terms} months.`)
};

export const errors_cart_pivotcare_not_offered = /** @type {(inputs: Errors_Cart_Pivotcare_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare covers subscribed and rented furniture; ${i?.name} as ${i?.kind} cannot have it. Turn PivotCare off for it.`)
};

export const errors_cart_return_not_found = /** @type {(inputs: Errors_Cart_Return_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this item among yours to return.`)
};

export const errors_cart_item_refusal = /** @type {(inputs: Errors_Cart_Item_RefusalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.refusal}`)
};

export const errors_checkout_card_either = /** @type {(inputs: Errors_Checkout_Card_EitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with either a saved card or a new card, not both.`)
};

export const errors_checkout_card_details_expired = /** @type {(inputs: Errors_Checkout_Card_Details_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card details have expired. Enter the card again.`)
};

export const errors_checkout_saved_card_not_found = /** @type {(inputs: Errors_Checkout_Saved_Card_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That saved card was not found. Choose another card.`)
};

export const errors_checkout_idempotency_key = /** @type {(inputs: Errors_Checkout_Idempotency_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checkout is missing its idempotency key (8-100 letters, digits, - or _). Reload the checkout page.`)
};

export const errors_checkout_no_returns = /** @type {(inputs: Errors_Checkout_No_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns cannot be booked at checkout yet. Remove them from your cart to place this order, and contact us to arrange the pickup.`)
};

export const errors_checkout_cart_empty = /** @type {(inputs: Errors_Checkout_Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart is empty. Add something before checking out.`)
};

export const errors_checkout_choose_address = /** @type {(inputs: Errors_Checkout_Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a delivery address.`)
};

export const errors_checkout_expected_amount = /** @type {(inputs: Errors_Checkout_Expected_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The expected amount must be a positive amount in dollars and cents.`)
};

export const errors_checkout_sign_full_name = /** @type {(inputs: Errors_Checkout_Sign_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type your full name to sign the agreement.`)
};

export const errors_checkout_signature_mismatch = /** @type {(inputs: Errors_Checkout_Signature_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign with your first and last name as they are on the order: ${i?.name}.`)
};

export const errors_checkout_max_orders = /** @type {(inputs: Errors_Checkout_Max_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ask for at most ${i?.max} orders at once.`)
};

export const errors_checkout_agreement_not_found = /** @type {(inputs: Errors_Checkout_Agreement_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find an agreement to sign for that order.`)
};

export const errors_checkout_card_declined = /** @type {(inputs: Errors_Checkout_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined. Try another card.`)
};

export const errors_checkout_insufficient_funds = /** @type {(inputs: Errors_Checkout_Insufficient_FundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has insufficient funds.`)
};

export const errors_checkout_expired_card = /** @type {(inputs: Errors_Checkout_Expired_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has expired. Try another card.`)
};

export const errors_checkout_payment_cancelled = /** @type {(inputs: Errors_Checkout_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment could not be completed and was cancelled; you have not been charged. Please place your order again.`)
};

export const errors_checkout_address_not_found = /** @type {(inputs: Errors_Checkout_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that delivery address. Choose or add an address.`)
};

export const errors_checkout_other_province = /** @type {(inputs: Errors_Checkout_Other_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city} delivers to addresses in ${i?.cityProvince}, and this address is in ${i?.province}. Choose the city nearest the address, or another address.`)
};

export const errors_checkout_out_of_reach = /** @type {(inputs: Errors_Checkout_Out_Of_ReachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our ${i?.city} crew does not reach ${i?.postalCode}. Choose the city nearest the address, or another address.`)
};

export const errors_checkout_prices_changed = /** @type {(inputs: Errors_Checkout_Prices_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices changed since you reviewed your order: the amount to pay is now ${i?.amount}. Review your order and place it again.`)
};

export const errors_checkout_choose_card = /** @type {(inputs: Errors_Checkout_Choose_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a card to pay with.`)
};

export const errors_checkout_sold_out = /** @type {(inputs: Errors_Checkout_Sold_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sorry, ${i?.name} just sold out in ${i?.city}. Remove it from your cart or choose fewer.`)
};

export const errors_checkout_balance_changed = /** @type {(inputs: Errors_Checkout_Balance_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account balance changed while you were checking out. Review your order and place it again.`)
};

export const errors_checkout_still_processing = /** @type {(inputs: Errors_Checkout_Still_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is still being processed. Check your orders in a minute before trying again.`)
};

export const errors_checkout_key_reused = /** @type {(inputs: Errors_Checkout_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This checkout was already used for a different order. Reload the checkout page and place your order again.`)
};

export const errors_account_not_found = /** @type {(inputs: Errors_Account_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account was not found. Please sign in again.`)
};

export const errors_checkout_cart_item = /** @type {(inputs: Errors_Checkout_Cart_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An item in your cart`)
};

export const errors_checkout_cart_problem = /** @type {(inputs: Errors_Checkout_Cart_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.problem}`)
};

export const errors_cart_no_longer_sold = /** @type {(inputs: Errors_Cart_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is no longer sold. Please remove it from your cart.`)
};

export const errors_cart_no_longer_available = /** @type {(inputs: Errors_Cart_No_Longer_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is no longer available. Please remove it from your cart.`)
};

export const errors_cart_not_at_depot = /** @type {(inputs: Errors_Cart_Not_At_DepotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This item is not available in ${i?.city}.`)
};

export const errors_cart_not_for_sale = /** @type {(inputs: Errors_Cart_Not_For_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item cannot be bought right now. Please remove it from your cart.`)
};

export const errors_cart_out_of_stock = /** @type {(inputs: Errors_Cart_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item is out of stock.`)
};

export const errors_cart_not_enough_stock = /** @type {(inputs: Errors_Cart_Not_Enough_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.available} available in ${i?.city}. Choose ${i?.available} or fewer.`)
};

export const errors_delivery_choose_day = /** @type {(inputs: Errors_Delivery_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a delivery day.`)
};

export const errors_pickup_choose_day = /** @type {(inputs: Errors_Pickup_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a pickup day.`)
};

export const errors_delivery_earliest = /** @type {(inputs: Errors_Delivery_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The earliest delivery day for this order is ${i?.date}. Choose that day or a later one.`)
};

export const errors_pickup_earliest = /** @type {(inputs: Errors_Pickup_EarliestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The earliest pickup day is ${i?.date}. Choose that day or a later one.`)
};

export const errors_sale_pickup_within = /** @type {(inputs: Errors_Sale_Pickup_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sale orders are picked up within ${i?.days} days. Choose a day by ${i?.date}.`)
};

export const errors_delivery_days_ahead = /** @type {(inputs: Errors_Delivery_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deliveries can be booked up to ${i?.days} days ahead. Choose a day by ${i?.date}.`)
};

export const errors_pickup_days_ahead = /** @type {(inputs: Errors_Pickup_Days_AheadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickups can be booked up to ${i?.days} days ahead. Choose a day by ${i?.date}.`)
};

export const errors_delivery_no_weekday = /** @type {(inputs: Errors_Delivery_No_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.depot} does not deliver on ${i?.weekday}s. Choose another day.`)
};

export const errors_pickup_no_weekday = /** @type {(inputs: Errors_Pickup_No_WeekdayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.depot} does not pick up on ${i?.weekday}s. Choose another day.`)
};

export const errors_sale_choose_pickup = /** @type {(inputs: Errors_Sale_Choose_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders are picked up at the warehouse during the liquidation sale. Choose pickup.`)
};

export const errors_delivery_choose_time = /** @type {(inputs: Errors_Delivery_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a delivery time: ${i?.windows}.`)
};

export const errors_pickup_choose_time = /** @type {(inputs: Errors_Pickup_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a pickup time: ${i?.windows}.`)
};

export const errors_window_started = /** @type {(inputs: Errors_Window_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That time window has already started today. Choose a later window or another day.`)
};

export const errors_window_label = /** @type {(inputs: Errors_Window_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.from} to ${i?.to}`)
};

export const errors_window_morning = /** @type {(inputs: Errors_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morning`)
};

export const errors_window_afternoon = /** @type {(inputs: Errors_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afternoon`)
};

export const errors_window_evening = /** @type {(inputs: Errors_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evening`)
};

export const errors_window_anytime = /** @type {(inputs: Errors_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any time`)
};

export const errors_window_pickup = /** @type {(inputs: Errors_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the warehouse`)
};

export const errors_not_a_date = /** @type {(inputs: Errors_Not_A_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.value}" is not a calendar date. Write it as YYYY-MM-DD, for example 2025-04-01.`)
};

export const errors_not_a_postal_code = /** @type {(inputs: Errors_Not_A_Postal_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.value}" is not a Canadian postal code. Write it like K1A 0B1.`)
};

export const errors_not_a_province = /** @type {(inputs: Errors_Not_A_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.value}" is not a Canadian province or territory. Use one of ${i?.codes}.`)
};