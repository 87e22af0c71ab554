/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Sale_Pickup_WithinInputs */
/** @typedef {{}} Errors_Sale_Choose_PickupInputs */
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
/** @typedef {{ date: NonNullable<unknown> }} Errors_Returns_EarliestInputs */
/** @typedef {{}} Errors_Returns_Key_ReusedInputs */
/** @typedef {{}} Errors_Returns_One_AddressInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Returns_Damage_PhotoInputs */
/** @typedef {{}} Errors_Returns_Not_YoursInputs */
/** @typedef {{ name: NonNullable<unknown>, refusal: NonNullable<unknown> }} Errors_Returns_Item_RefusalInputs */
/** @typedef {{}} Errors_Returns_Only_ReturnsInputs */
/** @typedef {{}} Errors_Reload_And_RetryInputs */
/** @typedef {{}} Errors_Returns_Choose_OneInputs */
/** @typedef {{}} Errors_Returns_Max_ItemsInputs */
/** @typedef {{}} Errors_Returns_Listed_TwiceInputs */
/** @typedef {{}} Errors_Returns_Choose_ReasonInputs */
/** @typedef {{}} Errors_Returns_Tell_WhyInputs */
/** @typedef {{}} Errors_Returns_Note_LengthInputs */
/** @typedef {{}} Errors_Returns_Choose_ConditionInputs */
/** @typedef {{}} Errors_Returns_Refusal_ReturnedInputs */
/** @typedef {{}} Errors_Returns_Refusal_OwnedInputs */
/** @typedef {{}} Errors_Returns_Refusal_Not_ReturnableInputs */
/** @typedef {{}} Errors_Returns_Refusal_Not_DeliveredInputs */
/** @typedef {{}} Errors_Returns_Refusal_PendingInputs */
/** @typedef {{}} Errors_Account_Address_Not_FoundInputs */
/** @typedef {{}} Errors_Account_Max_AddressesInputs */
/** @typedef {{}} Errors_Account_Order_Not_FoundInputs */
/** @typedef {{}} Errors_Account_Card_UnreadableInputs */
/** @typedef {{}} Errors_Account_Card_Canada_OnlyInputs */
/** @typedef {{}} Errors_Account_Processor_UnreachableInputs */
/** @typedef {{}} Errors_Account_Mobile_First_TextsInputs */
/** @typedef {{}} Errors_Account_Mobile_FirstInputs */
/** @typedef {{}} Errors_Account_Code_Just_SentInputs */
/** @typedef {{}} Errors_Account_Codes_HourlyInputs */
/** @typedef {{}} Errors_Account_Text_FailedInputs */
/** @typedef {{}} Errors_Account_Code_Six_DigitsInputs */
/** @typedef {{}} Errors_Account_Code_ExpiredInputs */
/** @typedef {{}} Errors_Offset_From_ZeroInputs */
/** @typedef {{}} Errors_Addresses_Postal_CodeInputs */
/** @typedef {{}} Errors_Addresses_Canada_OnlyInputs */
/** @typedef {{}} Errors_Billing_No_CardInputs */
/** @typedef {{}} Errors_Billing_Payment_In_ProgressInputs */
/** @typedef {{}} Errors_Billing_Processor_SilentInputs */
/** @typedef {{}} Errors_Buyout_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Buyout_Choose_OneInputs */
/** @typedef {{}} Errors_Buyout_Key_ReusedInputs */
/** @typedef {{}} Errors_Buyout_Still_ProcessingInputs */
/** @typedef {{}} Errors_Buyout_Price_ChangedInputs */
/** @typedef {{}} Errors_Processor_Check_ReceiptsInputs */
/** @typedef {{}} Errors_Catalog_No_CityInputs */
/** @typedef {{}} Errors_Catalog_One_SortInputs */
/** @typedef {{}} Errors_Deliveries_Not_FoundInputs */
/** @typedef {{}} Errors_Deliveries_Cancelled_No_MoveInputs */
/** @typedef {{}} Errors_Deliveries_Under_Way_No_MoveInputs */
/** @typedef {{}} Errors_Deliveries_Same_DayInputs */
/** @typedef {{}} Errors_Deliveries_Same_WindowInputs */
/** @typedef {{}} Errors_Deliveries_Only_PickupsInputs */
/** @typedef {{}} Errors_Deliveries_Pickup_CancelledInputs */
/** @typedef {{}} Errors_Deliveries_Pickup_Too_LateInputs */
/** @typedef {{}} Errors_Partner_Order_Not_FoundInputs */
/** @typedef {{}} Errors_Partner_Already_ConfirmedInputs */
/** @typedef {{}} Errors_Partner_Address_FirstInputs */
/** @typedef {{}} Errors_Partner_Add_CardInputs */
/** @typedef {{}} Errors_Reviews_Product_Not_FoundInputs */
/** @typedef {{}} Errors_Reviews_Plain_TextInputs */
/** @typedef {{}} Errors_Reviews_RatingInputs */
/** @typedef {{}} Errors_Offset_Not_NegativeInputs */
/** @typedef {{}} Errors_Reviews_Never_DeliveredInputs */
/** @typedef {{}} Errors_Reviews_After_DeliveryInputs */
/** @typedef {{}} Errors_Reviews_ExcludedInputs */
/** @typedef {{}} Errors_Reviews_Item_Not_FoundInputs */
/** @typedef {{}} Errors_Share_Cart_EmptyInputs */
/** @typedef {{}} Errors_Share_Line_No_ProductInputs */
/** @typedef {{}} Errors_Moves_Choose_OneInputs */
/** @typedef {{}} Errors_Moves_One_AddressInputs */
/** @typedef {{}} Errors_Moves_Choose_AddressInputs */
/** @typedef {{}} Errors_Moves_Same_AddressInputs */
/** @typedef {{}} Errors_Moves_Sign_InInputs */
/** @typedef {{}} Errors_Moves_Key_ReusedInputs */
/** @typedef {{}} Errors_Swaps_Choose_ReplacementInputs */
/** @typedef {{}} Errors_Swaps_Not_At_DepotInputs */
/** @typedef {{}} Errors_Swaps_Not_NowInputs */
/** @typedef {{}} Errors_Swaps_Key_ReusedInputs */
/** @typedef {{}} Errors_Visits_Not_FoundInputs */
/** @typedef {{}} Errors_Visits_Card_DeclinedInputs */
/** @typedef {{}} Errors_Visits_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Visits_Expired_CardInputs */
/** @typedef {{}} Errors_Visits_No_CardInputs */
/** @typedef {{}} Errors_Visits_Processor_SilentInputs */
/** @typedef {{}} Errors_Visits_Payment_FailedInputs */
/** @typedef {{}} Errors_Tips_Card_DeclinedInputs */
/** @typedef {{}} Errors_Tips_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Tips_Expired_CardInputs */
/** @typedef {{}} Errors_Tips_AmountInputs */
/** @typedef {{}} Errors_Tips_DecimalsInputs */
/** @typedef {{}} Errors_Tips_PositiveInputs */
/** @typedef {{}} Errors_Tips_Delivery_Not_FoundInputs */
/** @typedef {{}} Errors_Tips_CancelledInputs */
/** @typedef {{}} Errors_Tips_After_DeliveryInputs */
/** @typedef {{}} Errors_Tips_ProcessingInputs */
/** @typedef {{}} Errors_Tips_No_CardInputs */
/** @typedef {{}} Errors_Tips_Charge_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, texts: NonNullable<unknown> }} Errors_Check_FieldsInputs */
/** @typedef {{ day: NonNullable<unknown> }} Errors_Visit_Choose_DayInputs */
/** @typedef {{ day: NonNullable<unknown>, forWhat: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Visit_EarliestInputs */
/** @typedef {{ plural: NonNullable<unknown>, days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Visit_Days_AheadInputs */
/** @typedef {{ depot: NonNullable<unknown>, verb: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Visit_No_WeekdayInputs */
/** @typedef {{ time: NonNullable<unknown>, windows: NonNullable<unknown> }} Errors_Visit_Choose_TimeInputs */
/** @typedef {{}} Errors_Words_Delivery_DayInputs */
/** @typedef {{}} Errors_Words_Delivery_TimeInputs */
/** @typedef {{}} Errors_Words_DeliveriesInputs */
/** @typedef {{}} Errors_Words_DeliverInputs */
/** @typedef {{}} Errors_Words_For_This_OrderInputs */
/** @typedef {{}} Errors_Words_Pickup_DayInputs */
/** @typedef {{}} Errors_Words_Pickup_TimeInputs */
/** @typedef {{}} Errors_Words_PickupsInputs */
/** @typedef {{}} Errors_Words_Pick_UpInputs */
/** @typedef {{}} Errors_Words_Swap_DayInputs */
/** @typedef {{}} Errors_Words_Swap_TimeInputs */
/** @typedef {{}} Errors_Words_SwapsInputs */
/** @typedef {{}} Errors_Words_Move_DayInputs */
/** @typedef {{}} Errors_Words_Move_TimeInputs */
/** @typedef {{}} Errors_Words_MovesInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Buyout_Max_ItemsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Reviews_Page_SizeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Moves_Max_ItemsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Tips_SmallestInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Tips_LargestInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Tips_Already_TippedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_Catalog_City_Not_ServedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_Catalog_No_CategoryInputs */
/** @typedef {{ slug: NonNullable<unknown> }} Errors_Catalog_No_ProductInputs */
/** @typedef {{}} Errors_Words_This_SwapInputs */
/** @typedef {{}} Errors_Words_This_MoveInputs */
/** @typedef {{}} Errors_Words_This_OrderInputs */
/** @typedef {{}} Errors_Words_A_Swap_StartInputs */
/** @typedef {{}} Errors_Words_A_Move_StartInputs */
/** @typedef {{}} Errors_Words_An_Order_StartInputs */
/** @typedef {{}} Errors_Words_This_Swap_StartInputs */
/** @typedef {{}} Errors_Words_This_Move_StartInputs */
/** @typedef {{}} Errors_Words_PickupInputs */
/** @typedef {{}} Errors_Words_DeliveryInputs */
/** @typedef {{}} Errors_Words_ReceiptsInputs */
/** @typedef {{}} Errors_Words_BillsInputs */
/** @typedef {{}} Errors_Deliveries_Swap_Cancelled_No_MoveInputs */
/** @typedef {{}} Errors_Deliveries_Move_Cancelled_No_MoveInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Deliveries_Other_Visit_StartedInputs */
/** @typedef {{ booking: NonNullable<unknown>, days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Deliveries_NoticeInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Deliveries_Move_Days_AheadInputs */
/** @typedef {{ booking: NonNullable<unknown>, window: NonNullable<unknown> }} Errors_Deliveries_Other_Depot_No_WindowInputs */
/** @typedef {{ window: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Deliveries_Window_FullInputs */
/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown> }} Errors_Deliveries_Half_Of_SwapInputs */
/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown> }} Errors_Deliveries_Half_Of_MoveInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Bookings_Already_CancelledInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Bookings_DoneInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Bookings_Too_LateInputs */
/** @typedef {{ min: NonNullable<unknown> }} Errors_Reviews_Too_ShortInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Reviews_Too_LongInputs */
/** @typedef {{}} Errors_Receipts_Not_FoundInputs */
/** @typedef {{ max: NonNullable<unknown>, what: NonNullable<unknown> }} Errors_Receipts_Page_SizeInputs */
/** @typedef {{ time: NonNullable<unknown> }} Errors_Account_Too_Many_CodesInputs */
/** @typedef {{}} Errors_Account_Code_Wrong_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Account_Code_Wrong_ManyInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Not_HeldInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Final_SaleInputs */
/** @typedef {{}} Errors_Buyout_Refusal_RepairedInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Not_MonthlyInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Already_OwnedInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Not_DeliveredInputs */
/** @typedef {{}} Errors_Buyout_Refusal_No_Retail_ValueInputs */
/** @typedef {{}} Errors_Buyout_Refusal_PendingInputs */
/** @typedef {{}} Errors_Buyout_Unpaid_BillInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Tips_Note_Too_LongInputs */
/** @typedef {{}} Errors_Visit_Choose_Swap_DayInputs */
/** @typedef {{}} Errors_Visit_Choose_Move_DayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Visit_Day_PassedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Visit_Earliest_SwapInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Visit_Earliest_MoveInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Moves_NoticeInputs */
/** @typedef {{}} Errors_Visit_Refusal_ReturnedInputs */
/** @typedef {{}} Errors_Visit_Refusal_Owned_SwapInputs */
/** @typedef {{}} Errors_Visit_Refusal_Owned_MoveInputs */
/** @typedef {{}} Errors_Visit_Refusal_Not_Delivered_SwapInputs */
/** @typedef {{}} Errors_Visit_Refusal_Not_Delivered_MoveInputs */
/** @typedef {{}} Errors_Visit_Refusal_Not_SwappableInputs */
/** @typedef {{}} Errors_Visit_Refusal_BuyoutInputs */
/** @typedef {{}} Errors_Visit_Refusal_BookedInputs */
/** @typedef {{ postalCode: NonNullable<unknown> }} Errors_Addresses_Not_ReachedInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Addresses_Too_ManyInputs */
/** @typedef {{ store: NonNullable<unknown>, depot: NonNullable<unknown>, postalCode: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Partner_Depot_Not_ReachedInputs */
/** @typedef {{ province: NonNullable<unknown>, start: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Tax_Rates_BeforeInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Errors_Time_Zone_UnknownInputs */
/** @typedef {{}} Errors_Date_InvalidInputs */
/** @typedef {{}} Errors_Money_Two_DecimalsInputs */
/** @typedef {{}} Errors_Photos_ClosedInputs */
/** @typedef {{}} Errors_Photos_Not_On_ReturnInputs */
/** @typedef {{}} Errors_Photos_Return_Not_FoundInputs */
/** @typedef {{}} Errors_Photos_Item_Not_On_ReturnInputs */
/** @typedef {{}} Errors_Photos_ChooseInputs */
/** @typedef {{}} Errors_Photos_Too_BigInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Photos_Max_Per_ItemInputs */
/** @typedef {{}} Errors_Photos_ReloadInputs */
/** @typedef {{}} Errors_Photos_Item_Not_YoursInputs */
/** @typedef {{}} Errors_Photos_Too_Many_PixelsInputs */
/** @typedef {{}} Errors_Photos_Not_A_PhotoInputs */
/** @typedef {{}} Errors_Photos_UnreadableInputs */
/** @typedef {{ visit: NonNullable<unknown>, date: NonNullable<unknown>, more: NonNullable<unknown> }} Errors_Addresses_Visit_BookedInputs */
/** @typedef {{}} Errors_Addresses_One_More_VisitInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Addresses_More_VisitsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Return_PickupInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_SwapInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Move_DeliveringInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Move_Picking_UpInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Order_PickupInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Order_DeliveryInputs */
/** @typedef {{}} Errors_Addresses_One_Product_HereInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Addresses_Products_HereInputs */
/** @typedef {{}} Errors_Address_Street_TheInputs */
/** @typedef {{}} Errors_Address_Street_YourInputs */
/** @typedef {{}} Errors_Address_Street_LongInputs */
/** @typedef {{}} Errors_Address_Unit_LongInputs */
/** @typedef {{}} Errors_Address_City_TheInputs */
/** @typedef {{}} Errors_Address_City_YourInputs */
/** @typedef {{}} Errors_Address_City_LongInputs */
/** @typedef {{}} Errors_Address_Province_TheInputs */
/** @typedef {{}} Errors_Address_Province_YourInputs */
/** @typedef {{}} Errors_Address_Postal_TheInputs */
/** @typedef {{}} Errors_Address_Postal_YourInputs */
/** @typedef {{}} Errors_Address_Postal_InvalidInputs */
/** @typedef {{ postalCode: NonNullable<unknown>, province: NonNullable<unknown> }} Errors_Address_Postal_ProvinceInputs */
/** @typedef {{}} Errors_Address_First_NameInputs */
/** @typedef {{}} Errors_Address_First_Name_LongInputs */
/** @typedef {{}} Errors_Address_Last_NameInputs */
/** @typedef {{}} Errors_Address_Last_Name_LongInputs */
/** @typedef {{}} Errors_Address_PhoneInputs */
/** @typedef {{}} Errors_Address_BuildingInputs */
/** @typedef {{}} Errors_Address_FloorInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Address_Receiving_Hours_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Address_Buzzer_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Address_Instructions_LongInputs */
/** @typedef {{ postalCode: NonNullable<unknown> }} Errors_Moves_Not_ReachedInputs */
/** @typedef {{}} Errors_Profile_First_NameInputs */
/** @typedef {{}} Errors_Profile_Last_NameInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Profile_First_Name_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Profile_Last_Name_LongInputs */
/** @typedef {{}} Errors_Phone_Digits_OnlyInputs */
/** @typedef {{}} Errors_Phone_CanadianInputs */
/** @typedef {{}} Errors_Phone_Ten_DigitsInputs */
/** @typedef {{}} Errors_Phone_Not_ValidInputs */
/** @typedef {{ areaCode: NonNullable<unknown> }} Errors_Phone_Area_CodeInputs */
/** @typedef {{}} Errors_Swatches_Full_NameInputs */
/** @typedef {{}} Errors_Swatches_Full_Name_LongInputs */
/** @typedef {{}} Errors_Swatches_EmailInputs */
/** @typedef {{}} Errors_Swatches_Email_InvalidInputs */
/** @typedef {{}} Errors_Swatches_PhoneInputs */
/** @typedef {{}} Errors_Swatches_Phone_InvalidInputs */
/** @typedef {{}} Errors_Swatches_Canada_OnlyInputs */
/** @typedef {{}} Errors_Swatches_NoneInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Swatches_ManyInputs */
/** @typedef {{}} Errors_Swatches_UnknownInputs */
/** @typedef {{}} Errors_Swatches_Saved_Address_InvalidInputs */
/** @typedef {{}} Errors_Swatches_No_Longer_OfferedInputs */
/** @typedef {{}} Errors_Swatches_Sign_In_For_AddressInputs */
/** @typedef {{}} Errors_Swatches_Saved_Address_Not_FoundInputs */
/** @typedef {{ field: NonNullable<unknown>, got: NonNullable<unknown> }} Errors_Catalog_IdInputs */
/** @typedef {{ max: NonNullable<unknown>, field: NonNullable<unknown> }} Errors_Catalog_Too_Many_ValuesInputs */
/** @typedef {{ field: NonNullable<unknown> }} Errors_Catalog_Value_Too_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Limit_RangeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Offset_RangeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Search_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Suggestions_MaxInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Share_QuantityInputs */
/** @typedef {{ option: NonNullable<unknown> }} Errors_Share_Not_Purchase_OptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Share_No_Longer_SoldInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_Share_Product_FallbackInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Share_Not_OfferedInputs */
/** @typedef {{}} Errors_Auth_Invalid_CredentialsInputs */
/** @typedef {{}} Errors_Auth_Session_EndedInputs */
/** @typedef {{}} Errors_Auth_Link_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Sign_InInputs */
/** @typedef {{}} Errors_Auth_InternalInputs */
/** @typedef {{}} Errors_Auth_Request_Too_LargeInputs */
/** @typedef {{}} Errors_Auth_Send_JsonInputs */
/** @typedef {{}} Errors_Auth_Invalid_JsonInputs */
/** @typedef {{ shape: NonNullable<unknown> }} Errors_Auth_Send_ObjectInputs */
/** @typedef {{}} Errors_Auth_Type_CourierInputs */
/** @typedef {{}} Errors_Auth_Which_ActionInputs */
/** @typedef {{}} Errors_Auth_Action_DataInputs */
/** @typedef {{}} Errors_Auth_EmailInputs */
/** @typedef {{}} Errors_Auth_Email_InvalidInputs */
/** @typedef {{}} Errors_Auth_PasswordInputs */
/** @typedef {{}} Errors_Auth_Password_Is_EmailInputs */
/** @typedef {{}} Errors_Auth_Password_CommonInputs */
/** @typedef {{}} Errors_Auth_Provider_UnavailableInputs */
/** @typedef {{}} Errors_Auth_Social_StateInputs */
/** @typedef {{}} Errors_Auth_Social_Too_LongInputs */
/** @typedef {{}} Errors_Auth_Social_CancelledInputs */
/** @typedef {{}} Errors_Auth_Social_FailedInputs */
/** @typedef {{}} Errors_Auth_UnavailableInputs */
/** @typedef {{}} Errors_Auth_Name_LongInputs */
/** @typedef {{}} Errors_Auth_Name_ControlInputs */
/** @typedef {{}} Errors_Auth_Your_PasswordInputs */
/** @typedef {{}} Errors_Auth_Identity_In_UseInputs */
/** @typedef {{}} Errors_Auth_Email_TakenInputs */
/** @typedef {{}} Errors_Auth_Link_Account_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Reset_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Refresh_To_Sign_OutInputs */
/** @typedef {{}} Errors_Auth_Temp_Link_ExpiredInputs */
/** @typedef {{}} Errors_Auth_ReauthenticateInputs */
/** @typedef {{}} Errors_Auth_Same_EmailInputs */
/** @typedef {{}} Errors_Auth_Email_In_UseInputs */
/** @typedef {{}} Errors_Auth_Already_VerifiedInputs */
/** @typedef {{}} Errors_Auth_Confirmation_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Email_Taken_MeanwhileInputs */
/** @typedef {{}} Errors_Auth_Social_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Social_Wrong_AccountInputs */
/** @typedef {{}} Errors_Auth_Email_RequiredInputs */
/** @typedef {{}} Errors_Auth_Link_RequiredInputs */
/** @typedef {{}} Errors_Auth_Email_In_Use_SocialInputs */
/** @typedef {{ action: NonNullable<unknown> }} Errors_Auth_Unknown_ActionInputs */
/** @typedef {{ connection: NonNullable<unknown> }} Errors_Auth_Unknown_ConnectionInputs */
/** @typedef {{ min: NonNullable<unknown> }} Errors_Auth_Password_ShortInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Auth_Password_LongInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Errors_Auth_Too_Many_AttemptsInputs */
/** @typedef {{}} Errors_Auth_Wait_SecondInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Auth_Wait_SecondsInputs */
/** @typedef {{}} Errors_Auth_Wait_MinuteInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Auth_Wait_MinutesInputs */
/** @typedef {{}} Errors_Auth_Wait_HourInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Auth_Wait_HoursInputs */
/** @typedef {{}} Mail_SignoffInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Mail_Label_ValueInputs */
/** @typedef {{}} Mail_Paste_AddressInputs */
/** @typedef {{}} Mail_Reset_SubjectInputs */
/** @typedef {{}} Mail_Reset_AskedInputs */
/** @typedef {{}} Mail_Reset_If_YouInputs */
/** @typedef {{}} Mail_Reset_If_Not_YouInputs */
/** @typedef {{}} Mail_Reset_ActionInputs */
/** @typedef {{}} Mail_Verify_SubjectInputs */
/** @typedef {{}} Mail_Verify_WelcomeInputs */
/** @typedef {{}} Mail_Verify_Change_SubjectInputs */
/** @typedef {{}} Mail_Verify_Change_AskedInputs */
/** @typedef {{}} Mail_Verify_Change_WithinInputs */
/** @typedef {{}} Mail_Verify_ActionInputs */
/** @typedef {{}} Mail_Email_Changed_SubjectInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Email_Changed_NowInputs */
/** @typedef {{}} Mail_Email_Changed_Not_YouInputs */
/** @typedef {{}} Mail_Password_Changed_SubjectInputs */
/** @typedef {{}} Mail_Password_Changed_ResetInputs */
/** @typedef {{}} Mail_Password_Changed_Not_YouInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Greeting_NamedInputs */
/** @typedef {{}} Mail_GreetingInputs */
/** @typedef {{ body: NonNullable<unknown> }} Mail_SmsInputs */
/** @typedef {{}} Mail_ItemsInputs */
/** @typedef {{}} Mail_Items_LineInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Mail_QuestionsInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Mail_Questions_LineInputs */
/** @typedef {{}} Mail_Your_AccountInputs */
/** @typedef {{ card: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Card_EndingInputs */
/** @typedef {{}} Mail_Card_GenericInputs */
/** @typedef {{}} Mail_Card_On_FileInputs */
/** @typedef {{ card: NonNullable<unknown> }} Mail_Charged_ToInputs */
/** @typedef {{}} Mail_Window_MorningInputs */
/** @typedef {{}} Mail_Window_AfternoonInputs */
/** @typedef {{}} Mail_Window_EveningInputs */
/** @typedef {{}} Mail_Window_AnytimeInputs */
/** @typedef {{}} Mail_Window_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, start: NonNullable<unknown>, end: NonNullable<unknown> }} Mail_Window_RangeInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown>, window: NonNullable<unknown> }} Mail_Visit_WhenInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Day_With_WeekdayInputs */
/** @typedef {{}} Mail_Warehouse_NameInputs */
/** @typedef {{ place: NonNullable<unknown>, address: NonNullable<unknown>, day: NonNullable<unknown>, open: NonNullable<unknown>, close: NonNullable<unknown> }} Mail_Pickup_SentenceInputs */
/** @typedef {{}} Mail_Pickup_BringInputs */
/** @typedef {{}} Mail_Noun_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_PickupInputs */
/** @typedef {{}} Mail_Noun_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Warehouse_PickupInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Swap_VisitInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_TheInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_PickupInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_SwapInputs */
/** @typedef {{}} Mail_Noun_Swap_TheInputs */
/** @typedef {{}} Mail_Noun_MoveInputs */
/** @typedef {{}} Mail_Noun_Move_TheInputs */
/** @typedef {{}} Mail_Row_ItemsInputs */
/** @typedef {{}} Mail_Row_Return_FeeInputs */
/** @typedef {{}} Mail_Row_SwapInputs */
/** @typedef {{}} Mail_Row_MoveInputs */
/** @typedef {{}} Mail_Row_BuyoutInputs */
/** @typedef {{}} Mail_Row_SwatchesInputs */
/** @typedef {{}} Mail_Row_SubtotalInputs */
/** @typedef {{}} Mail_Row_Visit_FeeInputs */
/** @typedef {{}} Mail_Row_Move_FeeInputs */
/** @typedef {{}} Mail_Row_DeliveryInputs */
/** @typedef {{}} Mail_Row_AssemblyInputs */
/** @typedef {{}} Mail_Row_DiscountInputs */
/** @typedef {{}} Mail_Row_TotalInputs */
/** @typedef {{}} Mail_Row_Credit_UsedInputs */
/** @typedef {{}} Mail_Row_RefundedInputs */
/** @typedef {{}} Mail_Row_TipInputs */
/** @typedef {{}} Mail_Row_PaidInputs */
/** @typedef {{}} Mail_Row_Due_NowInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Mail_Row_Bill_LineInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown>, care: NonNullable<unknown> }} Mail_Row_Bill_Line_CareInputs */
/** @typedef {{}} Mail_Fact_AddressInputs */
/** @typedef {{}} Mail_Fact_Moving_ToInputs */
/** @typedef {{}} Mail_Fact_Order_NumberInputs */
/** @typedef {{}} Mail_Fact_Return_NumberInputs */
/** @typedef {{}} Mail_Fact_Pick_Up_AtInputs */
/** @typedef {{}} Mail_Fact_WhenInputs */
/** @typedef {{}} Mail_Fact_Picked_UpInputs */
/** @typedef {{}} Mail_Fact_DeliveredInputs */
/** @typedef {{}} Mail_Fact_Bill_DateInputs */
/** @typedef {{}} Mail_Link_ReceiptInputs */
/** @typedef {{}} Mail_Link_VisitsInputs */
/** @typedef {{}} Mail_Link_See_VisitInputs */
/** @typedef {{}} Mail_Link_Follow_CrewInputs */
/** @typedef {{}} Mail_Link_ReviewInputs */
/** @typedef {{}} Mail_Link_TipInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Link_PayInputs */
/** @typedef {{}} Mail_Link_ReceiptsInputs */
/** @typedef {{}} Mail_Email_Day_BeforeInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Return_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Return_Preview_DayInputs */
/** @typedef {{}} Mail_Return_PreviewInputs */
/** @typedef {{}} Mail_Return_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Return_BookedInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Mail_Return_Fee_LaterInputs */
/** @typedef {{}} Mail_Return_FreeInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_Sms_DayInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Swap_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Swap_PreviewInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Swap_Preview_No_DayInputs */
/** @typedef {{}} Mail_Swap_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Swap_BookedInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Swap_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Charged_PreviewInputs */
/** @typedef {{}} Mail_Move_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_BookedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_Booked_VisitsInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Move_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Buyout_PreviewInputs */
/** @typedef {{}} Mail_Buyout_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_PaidInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Buyout_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_SubjectInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Order_Subject_PartnerInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_PickupInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_DeliveryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_PreviewInputs */
/** @typedef {{}} Mail_Order_HeadingInputs */
/** @typedef {{ partner: NonNullable<unknown> }} Mail_Order_Heading_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_PlacedInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_Placed_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, address: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_PickupInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_DeliveryInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_SubjectInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_HeadingInputs */
/** @typedef {{}} Mail_Reminder_WarehouseInputs */
/** @typedef {{}} Mail_Reminder_PickupInputs */
/** @typedef {{}} Mail_Reminder_DeliveryInputs */
/** @typedef {{}} Mail_Reminder_FollowInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Reminder_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Picked_Up_SubjectInputs */
/** @typedef {{}} Mail_Picked_Up_PreviewInputs */
/** @typedef {{}} Mail_Picked_Up_HeadingInputs */
/** @typedef {{}} Mail_Picked_Up_ThanksInputs */
/** @typedef {{ number: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Picked_Up_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Delivered_SubjectInputs */
/** @typedef {{}} Mail_Delivered_PreviewInputs */
/** @typedef {{}} Mail_Delivered_HeadingInputs */
/** @typedef {{}} Mail_Delivered_DoneInputs */
/** @typedef {{}} Mail_Delivered_TipInputs */
/** @typedef {{ number: NonNullable<unknown>, tip: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Delivered_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Cancelled_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_Preview_RefundInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Cancelled_PreviewInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Cancelled_HeadingInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Cancelled_As_AskedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_RefundedInputs */
/** @typedef {{}} Mail_Cancelled_NothingInputs */
/** @typedef {{}} Mail_Cancelled_Items_StayInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_Sms_RefundInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Tip_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Tip_PreviewInputs */
/** @typedef {{}} Mail_Tip_HeadingInputs */
/** @typedef {{}} Mail_Tip_All_CrewInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Tip_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Declined_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Declined_PreviewInputs */
/** @typedef {{}} Mail_Declined_HeadingInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Declined_CardInputs */
/** @typedef {{}} Mail_Declined_PayInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Bill_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_PreviewInputs */
/** @typedef {{}} Mail_Bill_HeadingInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_ThanksInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Bill_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_SubjectInputs */
/** @typedef {{}} Mail_Overdue_PreviewInputs */
/** @typedef {{}} Mail_Overdue_HeadingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_ReceivedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Overdue_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Fee_Declined_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Fee_Declined_PreviewInputs */
/** @typedef {{}} Mail_Fee_Declined_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Fee_Declined_PickedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Fee_SubjectInputs */
/** @typedef {{}} Mail_Fee_PreviewInputs */
/** @typedef {{}} Mail_Fee_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, card: NonNullable<unknown> }} Mail_Fee_ChargedInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_SmsInputs */
/** @typedef {{}} Mail_Postal_AddressInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_DeliveryInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_PickupInputs */
/** @typedef {{}} Mail_Feed_Nearby_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_DeliveryInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Nearby_TextInputs */
/** @typedef {{ code: NonNullable<unknown>, phone: NonNullable<unknown> }} Mail_Sms_CodeInputs */
/** @typedef {{ fee: NonNullable<unknown>, care: NonNullable<unknown>, monthly: NonNullable<unknown> }} Agreements_Fee_With_CareInputs */
/** @typedef {{ payments: NonNullable<unknown>, each: NonNullable<unknown>, total: NonNullable<unknown> }} Agreements_FinancingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Financing_TotalInputs */
/** @typedef {{ each: NonNullable<unknown>, term: NonNullable<unknown> }} Agreements_RentInputs */
/** @typedef {{ each: NonNullable<unknown>, term: NonNullable<unknown>, owned: NonNullable<unknown> }} Agreements_SubscriptionInputs */
/** @typedef {{ term: NonNullable<unknown> }} Agreements_Term_MinimumInputs */
/** @typedef {{}} Agreements_Term_MonthlyInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown> }} Agreements_OwnedInputs */
/** @typedef {{}} Agreements_No_TaxInputs */
/** @typedef {{}} Agreements_Pivotcare_TitleInputs */
/** @typedef {{}} Agreements_Pivotcare_TermsInputs */
/** @typedef {{}} Agreements_Without_Pivotcare_TitleInputs */
/** @typedef {{}} Agreements_Without_PivotcareInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_PurchasesInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_First_MonthInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_DeliveryInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_AssemblyInputs */
/** @typedef {{ taxes: NonNullable<unknown> }} Agreements_Today_TaxesInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_CreditInputs */
/** @typedef {{}} Agreements_Today_TitleInputs */
/** @typedef {{ items: NonNullable<unknown>, total: NonNullable<unknown> }} Agreements_Today_TextInputs */
/** @typedef {{}} Agreements_Monthly_TitleInputs */
/** @typedef {{ subtotal: NonNullable<unknown>, taxes: NonNullable<unknown>, total: NonNullable<unknown> }} Agreements_Monthly_TextInputs */
/** @typedef {{ version: NonNullable<unknown> }} Agreements_Returns_TitleInputs */
/** @typedef {{ term: NonNullable<unknown>, fee: NonNullable<unknown> }} Agreements_Returns_TextInputs */
/** @typedef {{ title: NonNullable<unknown>, text: NonNullable<unknown> }} Agreements_ClauseInputs */
import * as __en from "./en.js"
import * as __fr from "./fr.js"
/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Errors_InternalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_internal = /** @type {((inputs?: Errors_InternalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_InternalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_internal(inputs)
	return __en.errors_internal(inputs)
});
/**
* | output |
* | --- |
* | "A cart holds at most {max} lines." |
*
* @param {Errors_Cart_Max_LinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_lines = /** @type {((inputs: Errors_Cart_Max_LinesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Max_LinesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_max_lines(inputs)
	return __en.errors_cart_max_lines(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to return items you have with us." |
*
* @param {Errors_Cart_Sign_In_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_sign_in_returns = /** @type {((inputs?: Errors_Cart_Sign_In_ReturnsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Sign_In_ReturnsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_sign_in_returns(inputs)
	return __en.errors_cart_sign_in_returns(inputs)
});
/**
* | output |
* | --- |
* | "A cart holds at most {max} returns." |
*
* @param {Errors_Cart_Max_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_returns = /** @type {((inputs: Errors_Cart_Max_ReturnsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Max_ReturnsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_max_returns(inputs)
	return __en.errors_cart_max_returns(inputs)
});
/**
* | output |
* | --- |
* | "A cart line has no product. Remove it and add the item again." |
*
* @param {Errors_Cart_Line_No_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_line_no_product = /** @type {((inputs?: Errors_Cart_Line_No_ProductInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Line_No_ProductInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_line_no_product(inputs)
	return __en.errors_cart_line_no_product(inputs)
});
/**
* | output |
* | --- |
* | "Choose a quantity from {min} to {max} (got {got})." |
*
* @param {Errors_Cart_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_quantity_range = /** @type {((inputs: Errors_Cart_Quantity_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Quantity_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_quantity_range(inputs)
	return __en.errors_cart_quantity_range(inputs)
});
/**
* | output |
* | --- |
* | "\"{option}\" is not a purchase option. Use one of {options}." |
*
* @param {Errors_Cart_Not_Purchase_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_purchase_option = /** @type {((inputs: Errors_Cart_Not_Purchase_OptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_Purchase_OptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_purchase_option(inputs)
	return __en.errors_cart_not_purchase_option(inputs)
});
/**
* | output |
* | --- |
* | "The term length must be a whole number of months." |
*
* @param {Errors_Cart_Term_Whole_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_whole_months = /** @type {((inputs?: Errors_Cart_Term_Whole_MonthsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Term_Whole_MonthsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_term_whole_months(inputs)
	return __en.errors_cart_term_whole_months(inputs)
});
/**
* | output |
* | --- |
* | "The chosen options are not readable. Choose them again." |
*
* @param {Errors_Cart_Options_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_options_unreadable = /** @type {((inputs?: Errors_Cart_Options_UnreadableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Options_UnreadableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_options_unreadable(inputs)
	return __en.errors_cart_options_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "Choose a return quantity from {min} to {max}." |
*
* @param {Errors_Cart_Return_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_quantity_range = /** @type {((inputs: Errors_Cart_Return_Quantity_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Return_Quantity_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_return_quantity_range(inputs)
	return __en.errors_cart_return_quantity_range(inputs)
});
/**
* | output |
* | --- |
* | "a subscription" |
*
* @param {Errors_Cart_Kind_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_subscription = /** @type {((inputs?: Errors_Cart_Kind_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Kind_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_kind_subscription(inputs)
	return __en.errors_cart_kind_subscription(inputs)
});
/**
* | output |
* | --- |
* | "monthly financing" |
*
* @param {Errors_Cart_Kind_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_financing = /** @type {((inputs?: Errors_Cart_Kind_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Kind_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_kind_financing(inputs)
	return __en.errors_cart_kind_financing(inputs)
});
/**
* | output |
* | --- |
* | "a rental" |
*
* @param {Errors_Cart_Kind_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_rent = /** @type {((inputs?: Errors_Cart_Kind_RentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Kind_RentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_kind_rent(inputs)
	return __en.errors_cart_kind_rent(inputs)
});
/**
* | output |
* | --- |
* | "a purchase" |
*
* @param {Errors_Cart_Kind_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_purchase = /** @type {((inputs?: Errors_Cart_Kind_PurchaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Kind_PurchaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_kind_purchase(inputs)
	return __en.errors_cart_kind_purchase(inputs)
});
/**
* | output |
* | --- |
* | "{name} is not offered as {kind} ({option}). Choose another way to pay for it." |
*
* @param {Errors_Cart_Not_Offered_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_offered_as = /** @type {((inputs: Errors_Cart_Not_Offered_AsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_Offered_AsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_offered_as(inputs)
	return __en.errors_cart_not_offered_as(inputs)
});
/**
* | output |
* | --- |
* | "Choose a term for {name}: {terms} months." |
*
* @param {Errors_Cart_Choose_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_choose_term = /** @type {((inputs: Errors_Cart_Choose_TermInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Choose_TermInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_choose_term(inputs)
	return __en.errors_cart_choose_term(inputs)
});
/**
* | output |
* | --- |
* | "{name} bought outright has no term. Remove the {term}-month term." |
*
* @param {Errors_Cart_Outright_No_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_outright_no_term = /** @type {((inputs: Errors_Cart_Outright_No_TermInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Outright_No_TermInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_outright_no_term(inputs)
	return __en.errors_cart_outright_no_term(inputs)
});
/**
* | output |
* | --- |
* | "{name} is not offered over {term} months. Choose {terms} months." |
*
* @param {Errors_Cart_Term_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_not_offered = /** @type {((inputs: Errors_Cart_Term_Not_OfferedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Term_Not_OfferedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_term_not_offered(inputs)
	return __en.errors_cart_term_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare covers subscribed and rented furniture; {name} as {kind} cannot have it. Turn PivotCare off for it." |
*
* @param {Errors_Cart_Pivotcare_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_pivotcare_not_offered = /** @type {((inputs: Errors_Cart_Pivotcare_Not_OfferedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Pivotcare_Not_OfferedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_pivotcare_not_offered(inputs)
	return __en.errors_cart_pivotcare_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "We could not find this item among yours to return." |
*
* @param {Errors_Cart_Return_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_not_found = /** @type {((inputs?: Errors_Cart_Return_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Return_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_return_not_found(inputs)
	return __en.errors_cart_return_not_found(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {refusal}" |
*
* @param {Errors_Cart_Item_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_item_refusal = /** @type {((inputs: Errors_Cart_Item_RefusalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Item_RefusalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_item_refusal(inputs)
	return __en.errors_cart_item_refusal(inputs)
});
/**
* | output |
* | --- |
* | "Pay with either a saved card or a new card, not both." |
*
* @param {Errors_Checkout_Card_EitherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_either = /** @type {((inputs?: Errors_Checkout_Card_EitherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Card_EitherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_card_either(inputs)
	return __en.errors_checkout_card_either(inputs)
});
/**
* | output |
* | --- |
* | "The card details have expired. Enter the card again." |
*
* @param {Errors_Checkout_Card_Details_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_details_expired = /** @type {((inputs?: Errors_Checkout_Card_Details_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Card_Details_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_card_details_expired(inputs)
	return __en.errors_checkout_card_details_expired(inputs)
});
/**
* | output |
* | --- |
* | "That saved card was not found. Choose another card." |
*
* @param {Errors_Checkout_Saved_Card_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_saved_card_not_found = /** @type {((inputs?: Errors_Checkout_Saved_Card_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Saved_Card_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_saved_card_not_found(inputs)
	return __en.errors_checkout_saved_card_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The checkout is missing its idempotency key (8-100 letters, digits, - or _). Reload the checkout page." |
*
* @param {Errors_Checkout_Idempotency_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_idempotency_key = /** @type {((inputs?: Errors_Checkout_Idempotency_KeyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Idempotency_KeyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_idempotency_key(inputs)
	return __en.errors_checkout_idempotency_key(inputs)
});
/**
* | output |
* | --- |
* | "Returns cannot be booked at checkout yet. Remove them from your cart to place this order, and contact us to arrange the pickup." |
*
* @param {Errors_Checkout_No_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_no_returns = /** @type {((inputs?: Errors_Checkout_No_ReturnsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_No_ReturnsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_no_returns(inputs)
	return __en.errors_checkout_no_returns(inputs)
});
/**
* | output |
* | --- |
* | "Your cart is empty. Add something before checking out." |
*
* @param {Errors_Checkout_Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_empty = /** @type {((inputs?: Errors_Checkout_Cart_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Cart_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_cart_empty(inputs)
	return __en.errors_checkout_cart_empty(inputs)
});
/**
* | output |
* | --- |
* | "Choose a delivery address." |
*
* @param {Errors_Checkout_Choose_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_address = /** @type {((inputs?: Errors_Checkout_Choose_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Choose_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_choose_address(inputs)
	return __en.errors_checkout_choose_address(inputs)
});
/**
* | output |
* | --- |
* | "The expected amount must be a positive amount in dollars and cents." |
*
* @param {Errors_Checkout_Expected_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expected_amount = /** @type {((inputs?: Errors_Checkout_Expected_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Expected_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_expected_amount(inputs)
	return __en.errors_checkout_expected_amount(inputs)
});
/**
* | output |
* | --- |
* | "Type your full name to sign the agreement." |
*
* @param {Errors_Checkout_Sign_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sign_full_name = /** @type {((inputs?: Errors_Checkout_Sign_Full_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Sign_Full_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_sign_full_name(inputs)
	return __en.errors_checkout_sign_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Sign with your first and last name as they are on the order: {name}." |
*
* @param {Errors_Checkout_Signature_MismatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_signature_mismatch = /** @type {((inputs: Errors_Checkout_Signature_MismatchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Signature_MismatchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_signature_mismatch(inputs)
	return __en.errors_checkout_signature_mismatch(inputs)
});
/**
* | output |
* | --- |
* | "Ask for at most {max} orders at once." |
*
* @param {Errors_Checkout_Max_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_max_orders = /** @type {((inputs: Errors_Checkout_Max_OrdersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Max_OrdersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_max_orders(inputs)
	return __en.errors_checkout_max_orders(inputs)
});
/**
* | output |
* | --- |
* | "We could not find an agreement to sign for that order." |
*
* @param {Errors_Checkout_Agreement_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_agreement_not_found = /** @type {((inputs?: Errors_Checkout_Agreement_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Agreement_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_agreement_not_found(inputs)
	return __en.errors_checkout_agreement_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined. Try another card." |
*
* @param {Errors_Checkout_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_declined = /** @type {((inputs?: Errors_Checkout_Card_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Card_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_card_declined(inputs)
	return __en.errors_checkout_card_declined(inputs)
});
/**
* | output |
* | --- |
* | "Your card has insufficient funds." |
*
* @param {Errors_Checkout_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_insufficient_funds = /** @type {((inputs?: Errors_Checkout_Insufficient_FundsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Insufficient_FundsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_insufficient_funds(inputs)
	return __en.errors_checkout_insufficient_funds(inputs)
});
/**
* | output |
* | --- |
* | "Your card has expired. Try another card." |
*
* @param {Errors_Checkout_Expired_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expired_card = /** @type {((inputs?: Errors_Checkout_Expired_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Expired_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_expired_card(inputs)
	return __en.errors_checkout_expired_card(inputs)
});
/**
* | output |
* | --- |
* | "Your payment could not be completed and was cancelled; you have not been charged. Please place your order again." |
*
* @param {Errors_Checkout_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_payment_cancelled = /** @type {((inputs?: Errors_Checkout_Payment_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Payment_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_payment_cancelled(inputs)
	return __en.errors_checkout_payment_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that delivery address. Choose or add an address." |
*
* @param {Errors_Checkout_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_address_not_found = /** @type {((inputs?: Errors_Checkout_Address_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Address_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_address_not_found(inputs)
	return __en.errors_checkout_address_not_found(inputs)
});
/**
* | output |
* | --- |
* | "{city} delivers to addresses in {cityProvince}, and this address is in {province}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Other_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_other_province = /** @type {((inputs: Errors_Checkout_Other_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Other_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_other_province(inputs)
	return __en.errors_checkout_other_province(inputs)
});
/**
* | output |
* | --- |
* | "Our {city} crew does not reach {postalCode}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Out_Of_ReachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_out_of_reach = /** @type {((inputs: Errors_Checkout_Out_Of_ReachInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Out_Of_ReachInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_out_of_reach(inputs)
	return __en.errors_checkout_out_of_reach(inputs)
});
/**
* | output |
* | --- |
* | "Prices changed since you reviewed your order: the amount to pay is now {amount}. Review your order and place it again." |
*
* @param {Errors_Checkout_Prices_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_prices_changed = /** @type {((inputs: Errors_Checkout_Prices_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Prices_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_prices_changed(inputs)
	return __en.errors_checkout_prices_changed(inputs)
});
/**
* | output |
* | --- |
* | "Choose a card to pay with." |
*
* @param {Errors_Checkout_Choose_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_card = /** @type {((inputs?: Errors_Checkout_Choose_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Choose_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_choose_card(inputs)
	return __en.errors_checkout_choose_card(inputs)
});
/**
* | output |
* | --- |
* | "Sorry, {name} just sold out in {city}. Remove it from your cart or choose fewer." |
*
* @param {Errors_Checkout_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sold_out = /** @type {((inputs: Errors_Checkout_Sold_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Sold_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_sold_out(inputs)
	return __en.errors_checkout_sold_out(inputs)
});
/**
* | output |
* | --- |
* | "Your account balance changed while you were checking out. Review your order and place it again." |
*
* @param {Errors_Checkout_Balance_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_balance_changed = /** @type {((inputs?: Errors_Checkout_Balance_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Balance_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_balance_changed(inputs)
	return __en.errors_checkout_balance_changed(inputs)
});
/**
* | output |
* | --- |
* | "Your order is still being processed. Check your orders in a minute before trying again." |
*
* @param {Errors_Checkout_Still_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_still_processing = /** @type {((inputs?: Errors_Checkout_Still_ProcessingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Still_ProcessingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_still_processing(inputs)
	return __en.errors_checkout_still_processing(inputs)
});
/**
* | output |
* | --- |
* | "This checkout was already used for a different order. Reload the checkout page and place your order again." |
*
* @param {Errors_Checkout_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_key_reused = /** @type {((inputs?: Errors_Checkout_Key_ReusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Key_ReusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_key_reused(inputs)
	return __en.errors_checkout_key_reused(inputs)
});
/**
* | output |
* | --- |
* | "Your account was not found. Please sign in again." |
*
* @param {Errors_Account_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_not_found = /** @type {((inputs?: Errors_Account_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_not_found(inputs)
	return __en.errors_account_not_found(inputs)
});
/**
* | output |
* | --- |
* | "An item in your cart" |
*
* @param {Errors_Checkout_Cart_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_item = /** @type {((inputs?: Errors_Checkout_Cart_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Cart_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_cart_item(inputs)
	return __en.errors_checkout_cart_item(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {problem}" |
*
* @param {Errors_Checkout_Cart_ProblemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_problem = /** @type {((inputs: Errors_Checkout_Cart_ProblemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Cart_ProblemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_cart_problem(inputs)
	return __en.errors_checkout_cart_problem(inputs)
});
/**
* | output |
* | --- |
* | "This item is no longer sold. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_sold = /** @type {((inputs?: Errors_Cart_No_Longer_SoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_No_Longer_SoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_no_longer_sold(inputs)
	return __en.errors_cart_no_longer_sold(inputs)
});
/**
* | output |
* | --- |
* | "This item is no longer available. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_available = /** @type {((inputs?: Errors_Cart_No_Longer_AvailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_No_Longer_AvailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_no_longer_available(inputs)
	return __en.errors_cart_no_longer_available(inputs)
});
/**
* | output |
* | --- |
* | "This item is not available in {city}." |
*
* @param {Errors_Cart_Not_At_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_at_depot = /** @type {((inputs: Errors_Cart_Not_At_DepotInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_At_DepotInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_at_depot(inputs)
	return __en.errors_cart_not_at_depot(inputs)
});
/**
* | output |
* | --- |
* | "This item cannot be bought right now. Please remove it from your cart." |
*
* @param {Errors_Cart_Not_For_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_for_sale = /** @type {((inputs?: Errors_Cart_Not_For_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_For_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_for_sale(inputs)
	return __en.errors_cart_not_for_sale(inputs)
});
/**
* | output |
* | --- |
* | "This item is out of stock." |
*
* @param {Errors_Cart_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_out_of_stock = /** @type {((inputs?: Errors_Cart_Out_Of_StockInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Out_Of_StockInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_out_of_stock(inputs)
	return __en.errors_cart_out_of_stock(inputs)
});
/**
* | output |
* | --- |
* | "Only {available} available in {city}. Choose {available} or fewer." |
*
* @param {Errors_Cart_Not_Enough_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_enough_stock = /** @type {((inputs: Errors_Cart_Not_Enough_StockInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_Enough_StockInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_enough_stock(inputs)
	return __en.errors_cart_not_enough_stock(inputs)
});
/**
* | output |
* | --- |
* | "Sale orders are picked up within {days} days. Choose a day by {date}." |
*
* @param {Errors_Sale_Pickup_WithinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_pickup_within = /** @type {((inputs: Errors_Sale_Pickup_WithinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Sale_Pickup_WithinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_sale_pickup_within(inputs)
	return __en.errors_sale_pickup_within(inputs)
});
/**
* | output |
* | --- |
* | "Orders are picked up at the warehouse during the liquidation sale. Choose pickup." |
*
* @param {Errors_Sale_Choose_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_choose_pickup = /** @type {((inputs?: Errors_Sale_Choose_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Sale_Choose_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_sale_choose_pickup(inputs)
	return __en.errors_sale_choose_pickup(inputs)
});
/**
* | output |
* | --- |
* | "That time window has already started today. Choose a later window or another day." |
*
* @param {Errors_Window_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_started = /** @type {((inputs?: Errors_Window_StartedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_StartedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_started(inputs)
	return __en.errors_window_started(inputs)
});
/**
* | output |
* | --- |
* | "{name}, {from} to {to}" |
*
* @param {Errors_Window_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_label = /** @type {((inputs: Errors_Window_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_label(inputs)
	return __en.errors_window_label(inputs)
});
/**
* | output |
* | --- |
* | "Morning" |
*
* @param {Errors_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_morning = /** @type {((inputs?: Errors_Window_MorningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_MorningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_morning(inputs)
	return __en.errors_window_morning(inputs)
});
/**
* | output |
* | --- |
* | "Afternoon" |
*
* @param {Errors_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_afternoon = /** @type {((inputs?: Errors_Window_AfternoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_AfternoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_afternoon(inputs)
	return __en.errors_window_afternoon(inputs)
});
/**
* | output |
* | --- |
* | "Evening" |
*
* @param {Errors_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_evening = /** @type {((inputs?: Errors_Window_EveningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_EveningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_evening(inputs)
	return __en.errors_window_evening(inputs)
});
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Errors_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_anytime = /** @type {((inputs?: Errors_Window_AnytimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_AnytimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_anytime(inputs)
	return __en.errors_window_anytime(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Errors_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_pickup = /** @type {((inputs?: Errors_Window_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_pickup(inputs)
	return __en.errors_window_pickup(inputs)
});
/**
* | output |
* | --- |
* | "\"{value}\" is not a calendar date. Write it as YYYY-MM-DD, for example 2025-04-01." |
*
* @param {Errors_Not_A_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_date = /** @type {((inputs: Errors_Not_A_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Not_A_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_not_a_date(inputs)
	return __en.errors_not_a_date(inputs)
});
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian postal code. Write it like K1A 0B1." |
*
* @param {Errors_Not_A_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_postal_code = /** @type {((inputs: Errors_Not_A_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Not_A_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_not_a_postal_code(inputs)
	return __en.errors_not_a_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian province or territory. Use one of {codes}." |
*
* @param {Errors_Not_A_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_province = /** @type {((inputs: Errors_Not_A_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Not_A_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_not_a_province(inputs)
	return __en.errors_not_a_province(inputs)
});
/**
* | output |
* | --- |
* | "Pickups need two days’ notice. The earliest pickup day is {date}; choose that day or a later one." |
*
* @param {Errors_Returns_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_earliest = /** @type {((inputs: Errors_Returns_EarliestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_EarliestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_earliest(inputs)
	return __en.errors_returns_earliest(inputs)
});
/**
* | output |
* | --- |
* | "This return was already booked with other choices. Reload the page and try again." |
*
* @param {Errors_Returns_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_key_reused = /** @type {((inputs?: Errors_Returns_Key_ReusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Key_ReusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_key_reused(inputs)
	return __en.errors_returns_key_reused(inputs)
});
/**
* | output |
* | --- |
* | "One pickup collects from one address. Return the items at each address separately." |
*
* @param {Errors_Returns_One_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_one_address = /** @type {((inputs?: Errors_Returns_One_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_One_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_one_address(inputs)
	return __en.errors_returns_one_address(inputs)
});
/**
* | output |
* | --- |
* | "{name}: add at least one photo of the damage before booking the pickup." |
*
* @param {Errors_Returns_Damage_PhotoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_damage_photo = /** @type {((inputs: Errors_Returns_Damage_PhotoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Damage_PhotoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_damage_photo(inputs)
	return __en.errors_returns_damage_photo(inputs)
});
/**
* | output |
* | --- |
* | "This item is not one of yours." |
*
* @param {Errors_Returns_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_not_yours = /** @type {((inputs?: Errors_Returns_Not_YoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Not_YoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_not_yours(inputs)
	return __en.errors_returns_not_yours(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {refusal}" |
*
* @param {Errors_Returns_Item_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_item_refusal = /** @type {((inputs: Errors_Returns_Item_RefusalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Item_RefusalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_item_refusal(inputs)
	return __en.errors_returns_item_refusal(inputs)
});
/**
* | output |
* | --- |
* | "Only returns are booked here." |
*
* @param {Errors_Returns_Only_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_only_returns = /** @type {((inputs?: Errors_Returns_Only_ReturnsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Only_ReturnsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_only_returns(inputs)
	return __en.errors_returns_only_returns(inputs)
});
/**
* | output |
* | --- |
* | "Reload the page and try again." |
*
* @param {Errors_Reload_And_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reload_and_retry = /** @type {((inputs?: Errors_Reload_And_RetryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reload_And_RetryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reload_and_retry(inputs)
	return __en.errors_reload_and_retry(inputs)
});
/**
* | output |
* | --- |
* | "Choose at least one item to return." |
*
* @param {Errors_Returns_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_choose_one = /** @type {((inputs?: Errors_Returns_Choose_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Choose_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_choose_one(inputs)
	return __en.errors_returns_choose_one(inputs)
});
/**
* | output |
* | --- |
* | "Return up to 20 items at a time." |
*
* @param {Errors_Returns_Max_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_max_items = /** @type {((inputs?: Errors_Returns_Max_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Max_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_max_items(inputs)
	return __en.errors_returns_max_items(inputs)
});
/**
* | output |
* | --- |
* | "This item is listed twice." |
*
* @param {Errors_Returns_Listed_TwiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_listed_twice = /** @type {((inputs?: Errors_Returns_Listed_TwiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Listed_TwiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_listed_twice(inputs)
	return __en.errors_returns_listed_twice(inputs)
});
/**
* | output |
* | --- |
* | "Choose why you are returning this item." |
*
* @param {Errors_Returns_Choose_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_choose_reason = /** @type {((inputs?: Errors_Returns_Choose_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Choose_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_choose_reason(inputs)
	return __en.errors_returns_choose_reason(inputs)
});
/**
* | output |
* | --- |
* | "Tell us in a few words why you return it." |
*
* @param {Errors_Returns_Tell_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_tell_why = /** @type {((inputs?: Errors_Returns_Tell_WhyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Tell_WhyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_tell_why(inputs)
	return __en.errors_returns_tell_why(inputs)
});
/**
* | output |
* | --- |
* | "Keep the note under 400 characters." |
*
* @param {Errors_Returns_Note_LengthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_note_length = /** @type {((inputs?: Errors_Returns_Note_LengthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Note_LengthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_note_length(inputs)
	return __en.errors_returns_note_length(inputs)
});
/**
* | output |
* | --- |
* | "Choose the condition the item is in." |
*
* @param {Errors_Returns_Choose_ConditionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_choose_condition = /** @type {((inputs?: Errors_Returns_Choose_ConditionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Choose_ConditionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_choose_condition(inputs)
	return __en.errors_returns_choose_condition(inputs)
});
/**
* | output |
* | --- |
* | "This item is already returned or has a pickup booked." |
*
* @param {Errors_Returns_Refusal_ReturnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_returned = /** @type {((inputs?: Errors_Returns_Refusal_ReturnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Refusal_ReturnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_refusal_returned(inputs)
	return __en.errors_returns_refusal_returned(inputs)
});
/**
* | output |
* | --- |
* | "This item is yours (paid off or bought out); there is nothing to return." |
*
* @param {Errors_Returns_Refusal_OwnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_owned = /** @type {((inputs?: Errors_Returns_Refusal_OwnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Refusal_OwnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_refusal_owned(inputs)
	return __en.errors_returns_refusal_owned(inputs)
});
/**
* | output |
* | --- |
* | "Financed and bought items are yours; they cannot be returned." |
*
* @param {Errors_Returns_Refusal_Not_ReturnableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_not_returnable = /** @type {((inputs?: Errors_Returns_Refusal_Not_ReturnableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Refusal_Not_ReturnableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_refusal_not_returnable(inputs)
	return __en.errors_returns_refusal_not_returnable(inputs)
});
/**
* | output |
* | --- |
* | "This item has not been delivered yet; it can be returned once it is." |
*
* @param {Errors_Returns_Refusal_Not_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_not_delivered = /** @type {((inputs?: Errors_Returns_Refusal_Not_DeliveredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Refusal_Not_DeliveredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_refusal_not_delivered(inputs)
	return __en.errors_returns_refusal_not_delivered(inputs)
});
/**
* | output |
* | --- |
* | "This item already has a pickup booked." |
*
* @param {Errors_Returns_Refusal_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_returns_refusal_pending = /** @type {((inputs?: Errors_Returns_Refusal_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Returns_Refusal_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_returns_refusal_pending(inputs)
	return __en.errors_returns_refusal_pending(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that address in your account." |
*
* @param {Errors_Account_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_address_not_found = /** @type {((inputs?: Errors_Account_Address_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Address_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_address_not_found(inputs)
	return __en.errors_account_address_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Ask for at most 50 addresses at once." |
*
* @param {Errors_Account_Max_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_max_addresses = /** @type {((inputs?: Errors_Account_Max_AddressesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Max_AddressesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_max_addresses(inputs)
	return __en.errors_account_max_addresses(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that order in your account." |
*
* @param {Errors_Account_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_order_not_found = /** @type {((inputs?: Errors_Account_Order_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Order_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_order_not_found(inputs)
	return __en.errors_account_order_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Enter the card again: we could not read it." |
*
* @param {Errors_Account_Card_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_card_unreadable = /** @type {((inputs?: Errors_Account_Card_UnreadableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Card_UnreadableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_card_unreadable(inputs)
	return __en.errors_account_card_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "We take cards billed at a Canadian address only." |
*
* @param {Errors_Account_Card_Canada_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_card_canada_only = /** @type {((inputs?: Errors_Account_Card_Canada_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Card_Canada_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_card_canada_only(inputs)
	return __en.errors_account_card_canada_only(inputs)
});
/**
* | output |
* | --- |
* | "We could not reach the payment processor. Nothing changed; try again in a moment." |
*
* @param {Errors_Account_Processor_UnreachableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_processor_unreachable = /** @type {((inputs?: Errors_Account_Processor_UnreachableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Processor_UnreachableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_processor_unreachable(inputs)
	return __en.errors_account_processor_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "Add a mobile number first: delivery texts go to it." |
*
* @param {Errors_Account_Mobile_First_TextsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_mobile_first_texts = /** @type {((inputs?: Errors_Account_Mobile_First_TextsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Mobile_First_TextsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_mobile_first_texts(inputs)
	return __en.errors_account_mobile_first_texts(inputs)
});
/**
* | output |
* | --- |
* | "Add a mobile number to your profile first." |
*
* @param {Errors_Account_Mobile_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_mobile_first = /** @type {((inputs?: Errors_Account_Mobile_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Mobile_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_mobile_first(inputs)
	return __en.errors_account_mobile_first(inputs)
});
/**
* | output |
* | --- |
* | "A code was just sent. Wait a few seconds before asking again." |
*
* @param {Errors_Account_Code_Just_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_just_sent = /** @type {((inputs?: Errors_Account_Code_Just_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Code_Just_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_code_just_sent(inputs)
	return __en.errors_account_code_just_sent(inputs)
});
/**
* | output |
* | --- |
* | "We have sent several codes in the last hour. Try again later." |
*
* @param {Errors_Account_Codes_HourlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_codes_hourly = /** @type {((inputs?: Errors_Account_Codes_HourlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Codes_HourlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_codes_hourly(inputs)
	return __en.errors_account_codes_hourly(inputs)
});
/**
* | output |
* | --- |
* | "We could not send the text message just now. Please try again in a moment." |
*
* @param {Errors_Account_Text_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_text_failed = /** @type {((inputs?: Errors_Account_Text_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Text_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_text_failed(inputs)
	return __en.errors_account_text_failed(inputs)
});
/**
* | output |
* | --- |
* | "Enter the six digits of the code we texted you." |
*
* @param {Errors_Account_Code_Six_DigitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_six_digits = /** @type {((inputs?: Errors_Account_Code_Six_DigitsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Code_Six_DigitsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_code_six_digits(inputs)
	return __en.errors_account_code_six_digits(inputs)
});
/**
* | output |
* | --- |
* | "That code has expired or was never sent. Ask for a new code." |
*
* @param {Errors_Account_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_expired = /** @type {((inputs?: Errors_Account_Code_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Code_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_code_expired(inputs)
	return __en.errors_account_code_expired(inputs)
});
/**
* | output |
* | --- |
* | "The offset starts at 0." |
*
* @param {Errors_Offset_From_ZeroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_offset_from_zero = /** @type {((inputs?: Errors_Offset_From_ZeroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Offset_From_ZeroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_offset_from_zero(inputs)
	return __en.errors_offset_from_zero(inputs)
});
/**
* | output |
* | --- |
* | "Enter a Canadian postal code like A1A 1A1." |
*
* @param {Errors_Addresses_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_postal_code = /** @type {((inputs?: Errors_Addresses_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_postal_code(inputs)
	return __en.errors_addresses_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "We deliver within Canada only." |
*
* @param {Errors_Addresses_Canada_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_canada_only = /** @type {((inputs?: Errors_Addresses_Canada_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Canada_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_canada_only(inputs)
	return __en.errors_addresses_canada_only(inputs)
});
/**
* | output |
* | --- |
* | "There is no card on file. Add a card to pay." |
*
* @param {Errors_Billing_No_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_billing_no_card = /** @type {((inputs?: Errors_Billing_No_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Billing_No_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_billing_no_card(inputs)
	return __en.errors_billing_no_card(inputs)
});
/**
* | output |
* | --- |
* | "A payment of this balance is already in progress. Refresh in a moment to see it." |
*
* @param {Errors_Billing_Payment_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_billing_payment_in_progress = /** @type {((inputs?: Errors_Billing_Payment_In_ProgressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Billing_Payment_In_ProgressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_billing_payment_in_progress(inputs)
	return __en.errors_billing_payment_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "The card processor did not answer. Nothing more was charged; try again in a moment." |
*
* @param {Errors_Billing_Processor_SilentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_billing_processor_silent = /** @type {((inputs?: Errors_Billing_Processor_SilentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Billing_Processor_SilentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_billing_processor_silent(inputs)
	return __en.errors_billing_processor_silent(inputs)
});
/**
* | output |
* | --- |
* | "Your card has insufficient funds. Try another card." |
*
* @param {Errors_Buyout_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_insufficient_funds = /** @type {((inputs?: Errors_Buyout_Insufficient_FundsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Insufficient_FundsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_insufficient_funds(inputs)
	return __en.errors_buyout_insufficient_funds(inputs)
});
/**
* | output |
* | --- |
* | "Choose at least one item to buy out." |
*
* @param {Errors_Buyout_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_choose_one = /** @type {((inputs?: Errors_Buyout_Choose_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Choose_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_choose_one(inputs)
	return __en.errors_buyout_choose_one(inputs)
});
/**
* | output |
* | --- |
* | "This buyout was already used for other items. Reload the page and try again." |
*
* @param {Errors_Buyout_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_key_reused = /** @type {((inputs?: Errors_Buyout_Key_ReusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Key_ReusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_key_reused(inputs)
	return __en.errors_buyout_key_reused(inputs)
});
/**
* | output |
* | --- |
* | "Your buyout is still being processed. Check your receipts in a minute." |
*
* @param {Errors_Buyout_Still_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_still_processing = /** @type {((inputs?: Errors_Buyout_Still_ProcessingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Still_ProcessingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_still_processing(inputs)
	return __en.errors_buyout_still_processing(inputs)
});
/**
* | output |
* | --- |
* | "The price of this buyout has changed since it was shown. Check the new total and pay again." |
*
* @param {Errors_Buyout_Price_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_price_changed = /** @type {((inputs?: Errors_Buyout_Price_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Price_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_price_changed(inputs)
	return __en.errors_buyout_price_changed(inputs)
});
/**
* | output |
* | --- |
* | "The card processor did not answer. Check your receipts in a minute before trying again." |
*
* @param {Errors_Processor_Check_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_processor_check_receipts = /** @type {((inputs?: Errors_Processor_Check_ReceiptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Processor_Check_ReceiptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_processor_check_receipts(inputs)
	return __en.errors_processor_check_receipts(inputs)
});
/**
* | output |
* | --- |
* | "No city is set up yet." |
*
* @param {Errors_Catalog_No_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_no_city = /** @type {((inputs?: Errors_Catalog_No_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_No_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_no_city(inputs)
	return __en.errors_catalog_no_city(inputs)
});
/**
* | output |
* | --- |
* | "Sort by one field at a time." |
*
* @param {Errors_Catalog_One_SortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_one_sort = /** @type {((inputs?: Errors_Catalog_One_SortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_One_SortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_one_sort(inputs)
	return __en.errors_catalog_one_sort(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that delivery. Open it from your deliveries." |
*
* @param {Errors_Deliveries_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_not_found = /** @type {((inputs?: Errors_Deliveries_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_not_found(inputs)
	return __en.errors_deliveries_not_found(inputs)
});
/**
* | output |
* | --- |
* | "This visit was cancelled; it cannot be moved." |
*
* @param {Errors_Deliveries_Cancelled_No_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_cancelled_no_move = /** @type {((inputs?: Errors_Deliveries_Cancelled_No_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Cancelled_No_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_cancelled_no_move(inputs)
	return __en.errors_deliveries_cancelled_no_move(inputs)
});
/**
* | output |
* | --- |
* | "This visit is already under way or done; it cannot be moved." |
*
* @param {Errors_Deliveries_Under_Way_No_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_under_way_no_move = /** @type {((inputs?: Errors_Deliveries_Under_Way_No_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Under_Way_No_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_under_way_no_move(inputs)
	return __en.errors_deliveries_under_way_no_move(inputs)
});
/**
* | output |
* | --- |
* | "A visit cannot be moved on its day. Call us and we will do what we can." |
*
* @param {Errors_Deliveries_Same_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_same_day = /** @type {((inputs?: Errors_Deliveries_Same_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Same_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_same_day(inputs)
	return __en.errors_deliveries_same_day(inputs)
});
/**
* | output |
* | --- |
* | "The visit is already booked in that window." |
*
* @param {Errors_Deliveries_Same_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_same_window = /** @type {((inputs?: Errors_Deliveries_Same_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Same_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_same_window(inputs)
	return __en.errors_deliveries_same_window(inputs)
});
/**
* | output |
* | --- |
* | "Only pickups can be cancelled here. To change a delivery, move it to another window." |
*
* @param {Errors_Deliveries_Only_PickupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_only_pickups = /** @type {((inputs?: Errors_Deliveries_Only_PickupsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Only_PickupsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_only_pickups(inputs)
	return __en.errors_deliveries_only_pickups(inputs)
});
/**
* | output |
* | --- |
* | "This pickup is already cancelled." |
*
* @param {Errors_Deliveries_Pickup_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_pickup_cancelled = /** @type {((inputs?: Errors_Deliveries_Pickup_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Pickup_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_pickup_cancelled(inputs)
	return __en.errors_deliveries_pickup_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "A pickup cannot be cancelled on its day or once under way." |
*
* @param {Errors_Deliveries_Pickup_Too_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_pickup_too_late = /** @type {((inputs?: Errors_Deliveries_Pickup_Too_LateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Pickup_Too_LateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_pickup_too_late(inputs)
	return __en.errors_deliveries_pickup_too_late(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that order. Open it from the email we sent." |
*
* @param {Errors_Partner_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_order_not_found = /** @type {((inputs?: Errors_Partner_Order_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Partner_Order_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_partner_order_not_found(inputs)
	return __en.errors_partner_order_not_found(inputs)
});
/**
* | output |
* | --- |
* | "This order is already confirmed. To change its address, move it from your account." |
*
* @param {Errors_Partner_Already_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_already_confirmed = /** @type {((inputs?: Errors_Partner_Already_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Partner_Already_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_partner_already_confirmed(inputs)
	return __en.errors_partner_already_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Add the delivery address first." |
*
* @param {Errors_Partner_Address_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_address_first = /** @type {((inputs?: Errors_Partner_Address_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Partner_Address_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_partner_address_first(inputs)
	return __en.errors_partner_address_first(inputs)
});
/**
* | output |
* | --- |
* | "Add a card: your later monthly payments are charged to it." |
*
* @param {Errors_Partner_Add_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_add_card = /** @type {((inputs?: Errors_Partner_Add_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Partner_Add_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_partner_add_card(inputs)
	return __en.errors_partner_add_card(inputs)
});
/**
* | output |
* | --- |
* | "We can’t find that product." |
*
* @param {Errors_Reviews_Product_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_product_not_found = /** @type {((inputs?: Errors_Reviews_Product_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_Product_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_product_not_found(inputs)
	return __en.errors_reviews_product_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Reviews are plain text: remove the HTML tags (anything between < and >)." |
*
* @param {Errors_Reviews_Plain_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_plain_text = /** @type {((inputs?: Errors_Reviews_Plain_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_Plain_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_plain_text(inputs)
	return __en.errors_reviews_plain_text(inputs)
});
/**
* | output |
* | --- |
* | "Choose a rating from 1 to 5 stars." |
*
* @param {Errors_Reviews_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_rating = /** @type {((inputs?: Errors_Reviews_RatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_RatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_rating(inputs)
	return __en.errors_reviews_rating(inputs)
});
/**
* | output |
* | --- |
* | "The offset must be 0 or more." |
*
* @param {Errors_Offset_Not_NegativeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_offset_not_negative = /** @type {((inputs?: Errors_Offset_Not_NegativeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Offset_Not_NegativeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_offset_not_negative(inputs)
	return __en.errors_offset_not_negative(inputs)
});
/**
* | output |
* | --- |
* | "This item was never delivered, so it can’t be reviewed." |
*
* @param {Errors_Reviews_Never_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_never_delivered = /** @type {((inputs?: Errors_Reviews_Never_DeliveredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_Never_DeliveredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_never_delivered(inputs)
	return __en.errors_reviews_never_delivered(inputs)
});
/**
* | output |
* | --- |
* | "You can review this item once it has been delivered." |
*
* @param {Errors_Reviews_After_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_after_delivery = /** @type {((inputs?: Errors_Reviews_After_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_After_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_after_delivery(inputs)
	return __en.errors_reviews_after_delivery(inputs)
});
/**
* | output |
* | --- |
* | "This item can’t be reviewed." |
*
* @param {Errors_Reviews_ExcludedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_excluded = /** @type {((inputs?: Errors_Reviews_ExcludedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_ExcludedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_excluded(inputs)
	return __en.errors_reviews_excluded(inputs)
});
/**
* | output |
* | --- |
* | "We can’t find that item in your account." |
*
* @param {Errors_Reviews_Item_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_item_not_found = /** @type {((inputs?: Errors_Reviews_Item_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_Item_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_item_not_found(inputs)
	return __en.errors_reviews_item_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Your cart is empty: add something before sharing it." |
*
* @param {Errors_Share_Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_cart_empty = /** @type {((inputs?: Errors_Share_Cart_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Share_Cart_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_share_cart_empty(inputs)
	return __en.errors_share_cart_empty(inputs)
});
/**
* | output |
* | --- |
* | "A cart line has no product. Remove it and try again." |
*
* @param {Errors_Share_Line_No_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_line_no_product = /** @type {((inputs?: Errors_Share_Line_No_ProductInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Share_Line_No_ProductInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_share_line_no_product(inputs)
	return __en.errors_share_line_no_product(inputs)
});
/**
* | output |
* | --- |
* | "Choose at least one item to move." |
*
* @param {Errors_Moves_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_choose_one = /** @type {((inputs?: Errors_Moves_Choose_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Moves_Choose_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_moves_choose_one(inputs)
	return __en.errors_moves_choose_one(inputs)
});
/**
* | output |
* | --- |
* | "One move takes items from one address. Move the items at each address separately." |
*
* @param {Errors_Moves_One_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_one_address = /** @type {((inputs?: Errors_Moves_One_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Moves_One_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_moves_one_address(inputs)
	return __en.errors_moves_one_address(inputs)
});
/**
* | output |
* | --- |
* | "Choose the address to move to." |
*
* @param {Errors_Moves_Choose_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_choose_address = /** @type {((inputs?: Errors_Moves_Choose_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Moves_Choose_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_moves_choose_address(inputs)
	return __en.errors_moves_choose_address(inputs)
});
/**
* | output |
* | --- |
* | "The items are already at this address. Choose another one." |
*
* @param {Errors_Moves_Same_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_same_address = /** @type {((inputs?: Errors_Moves_Same_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Moves_Same_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_moves_same_address(inputs)
	return __en.errors_moves_same_address(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to move your furniture." |
*
* @param {Errors_Moves_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_sign_in = /** @type {((inputs?: Errors_Moves_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Moves_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_moves_sign_in(inputs)
	return __en.errors_moves_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "This move was already booked with other choices. Reload the page and try again." |
*
* @param {Errors_Moves_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_key_reused = /** @type {((inputs?: Errors_Moves_Key_ReusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Moves_Key_ReusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_moves_key_reused(inputs)
	return __en.errors_moves_key_reused(inputs)
});
/**
* | output |
* | --- |
* | "Choose a replacement from the list." |
*
* @param {Errors_Swaps_Choose_ReplacementInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swaps_choose_replacement = /** @type {((inputs?: Errors_Swaps_Choose_ReplacementInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swaps_Choose_ReplacementInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swaps_choose_replacement(inputs)
	return __en.errors_swaps_choose_replacement(inputs)
});
/**
* | output |
* | --- |
* | "This replacement is not available at your depot. Choose another one." |
*
* @param {Errors_Swaps_Not_At_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swaps_not_at_depot = /** @type {((inputs?: Errors_Swaps_Not_At_DepotInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swaps_Not_At_DepotInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swaps_not_at_depot(inputs)
	return __en.errors_swaps_not_at_depot(inputs)
});
/**
* | output |
* | --- |
* | "This replacement cannot be swapped in now. Choose another one." |
*
* @param {Errors_Swaps_Not_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swaps_not_now = /** @type {((inputs?: Errors_Swaps_Not_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swaps_Not_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swaps_not_now(inputs)
	return __en.errors_swaps_not_now(inputs)
});
/**
* | output |
* | --- |
* | "This swap was already booked with other choices. Reload the page and try again." |
*
* @param {Errors_Swaps_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swaps_key_reused = /** @type {((inputs?: Errors_Swaps_Key_ReusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swaps_Key_ReusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swaps_key_reused(inputs)
	return __en.errors_swaps_key_reused(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that swap or move. Open it from your deliveries." |
*
* @param {Errors_Visits_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_not_found = /** @type {((inputs?: Errors_Visits_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visits_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visits_not_found(inputs)
	return __en.errors_visits_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined. Update the card on file and try again." |
*
* @param {Errors_Visits_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_card_declined = /** @type {((inputs?: Errors_Visits_Card_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visits_Card_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visits_card_declined(inputs)
	return __en.errors_visits_card_declined(inputs)
});
/**
* | output |
* | --- |
* | "Your card has insufficient funds. Update the card on file and try again." |
*
* @param {Errors_Visits_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_insufficient_funds = /** @type {((inputs?: Errors_Visits_Insufficient_FundsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visits_Insufficient_FundsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visits_insufficient_funds(inputs)
	return __en.errors_visits_insufficient_funds(inputs)
});
/**
* | output |
* | --- |
* | "Your card has expired. Update the card on file and try again." |
*
* @param {Errors_Visits_Expired_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_expired_card = /** @type {((inputs?: Errors_Visits_Expired_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visits_Expired_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visits_expired_card(inputs)
	return __en.errors_visits_expired_card(inputs)
});
/**
* | output |
* | --- |
* | "There is no card on file. Add a card in Payment information first." |
*
* @param {Errors_Visits_No_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_no_card = /** @type {((inputs?: Errors_Visits_No_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visits_No_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visits_no_card(inputs)
	return __en.errors_visits_no_card(inputs)
});
/**
* | output |
* | --- |
* | "The card processor did not answer. Try again in a minute: you will be charged once." |
*
* @param {Errors_Visits_Processor_SilentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_processor_silent = /** @type {((inputs?: Errors_Visits_Processor_SilentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visits_Processor_SilentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visits_processor_silent(inputs)
	return __en.errors_visits_processor_silent(inputs)
});
/**
* | output |
* | --- |
* | "Your payment could not be completed; you have not been charged. Try again." |
*
* @param {Errors_Visits_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visits_payment_failed = /** @type {((inputs?: Errors_Visits_Payment_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visits_Payment_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visits_payment_failed(inputs)
	return __en.errors_visits_payment_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined. Update your card on file and try again." |
*
* @param {Errors_Tips_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_card_declined = /** @type {((inputs?: Errors_Tips_Card_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_Card_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_card_declined(inputs)
	return __en.errors_tips_card_declined(inputs)
});
/**
* | output |
* | --- |
* | "Your card has insufficient funds. Update your card on file and try again." |
*
* @param {Errors_Tips_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_insufficient_funds = /** @type {((inputs?: Errors_Tips_Insufficient_FundsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_Insufficient_FundsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_insufficient_funds(inputs)
	return __en.errors_tips_insufficient_funds(inputs)
});
/**
* | output |
* | --- |
* | "Your card on file has expired. Update it and try again." |
*
* @param {Errors_Tips_Expired_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_expired_card = /** @type {((inputs?: Errors_Tips_Expired_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_Expired_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_expired_card(inputs)
	return __en.errors_tips_expired_card(inputs)
});
/**
* | output |
* | --- |
* | "Enter the tip as an amount in dollars." |
*
* @param {Errors_Tips_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_amount = /** @type {((inputs?: Errors_Tips_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_amount(inputs)
	return __en.errors_tips_amount(inputs)
});
/**
* | output |
* | --- |
* | "A tip is in dollars and cents: use at most two decimals." |
*
* @param {Errors_Tips_DecimalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_decimals = /** @type {((inputs?: Errors_Tips_DecimalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_DecimalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_decimals(inputs)
	return __en.errors_tips_decimals(inputs)
});
/**
* | output |
* | --- |
* | "Enter a tip greater than $0." |
*
* @param {Errors_Tips_PositiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_positive = /** @type {((inputs?: Errors_Tips_PositiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_PositiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_positive(inputs)
	return __en.errors_tips_positive(inputs)
});
/**
* | output |
* | --- |
* | "We can’t find that delivery in your account." |
*
* @param {Errors_Tips_Delivery_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_delivery_not_found = /** @type {((inputs?: Errors_Tips_Delivery_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_Delivery_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_delivery_not_found(inputs)
	return __en.errors_tips_delivery_not_found(inputs)
});
/**
* | output |
* | --- |
* | "This visit was cancelled, so there is no crew to tip." |
*
* @param {Errors_Tips_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_cancelled = /** @type {((inputs?: Errors_Tips_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_cancelled(inputs)
	return __en.errors_tips_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "You can tip the crew once the delivery is done." |
*
* @param {Errors_Tips_After_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_after_delivery = /** @type {((inputs?: Errors_Tips_After_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_After_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_after_delivery(inputs)
	return __en.errors_tips_after_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Your tip is being processed. Check your receipts in a minute." |
*
* @param {Errors_Tips_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_processing = /** @type {((inputs?: Errors_Tips_ProcessingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_ProcessingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_processing(inputs)
	return __en.errors_tips_processing(inputs)
});
/**
* | output |
* | --- |
* | "There is no card on file. Add a card in Payment information to tip." |
*
* @param {Errors_Tips_No_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_no_card = /** @type {((inputs?: Errors_Tips_No_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_No_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_no_card(inputs)
	return __en.errors_tips_no_card(inputs)
});
/**
* | output |
* | --- |
* | "Your tip could not be charged; you have not been charged. Try again." |
*
* @param {Errors_Tips_Charge_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_charge_failed = /** @type {((inputs?: Errors_Tips_Charge_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_Charge_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_charge_failed(inputs)
	return __en.errors_tips_charge_failed(inputs)
});
/**
* | output |
* | --- |
* | "Check {count} fields: {texts}" |
*
* @param {Errors_Check_FieldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_check_fields = /** @type {((inputs: Errors_Check_FieldsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Check_FieldsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_check_fields(inputs)
	return __en.errors_check_fields(inputs)
});
/**
* | output |
* | --- |
* | "Choose a {day}." |
*
* @param {Errors_Visit_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_choose_day = /** @type {((inputs: Errors_Visit_Choose_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Choose_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_choose_day(inputs)
	return __en.errors_visit_choose_day(inputs)
});
/**
* | output |
* | --- |
* | "The earliest {day}{forWhat} is {date}. Choose that day or a later one." |
*
* @param {Errors_Visit_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_earliest = /** @type {((inputs: Errors_Visit_EarliestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_EarliestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_earliest(inputs)
	return __en.errors_visit_earliest(inputs)
});
/**
* | output |
* | --- |
* | "{plural} can be booked up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Visit_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_days_ahead = /** @type {((inputs: Errors_Visit_Days_AheadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Days_AheadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_days_ahead(inputs)
	return __en.errors_visit_days_ahead(inputs)
});
/**
* | output |
* | --- |
* | "{depot} does not {verb} on {weekday}s. Choose another day." |
*
* @param {Errors_Visit_No_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_no_weekday = /** @type {((inputs: Errors_Visit_No_WeekdayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_No_WeekdayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_no_weekday(inputs)
	return __en.errors_visit_no_weekday(inputs)
});
/**
* | output |
* | --- |
* | "Choose a {time}: {windows}." |
*
* @param {Errors_Visit_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_choose_time = /** @type {((inputs: Errors_Visit_Choose_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Choose_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_choose_time(inputs)
	return __en.errors_visit_choose_time(inputs)
});
/**
* | output |
* | --- |
* | "delivery day" |
*
* @param {Errors_Words_Delivery_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_delivery_day = /** @type {((inputs?: Errors_Words_Delivery_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_Delivery_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_delivery_day(inputs)
	return __en.errors_words_delivery_day(inputs)
});
/**
* | output |
* | --- |
* | "delivery time" |
*
* @param {Errors_Words_Delivery_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_delivery_time = /** @type {((inputs?: Errors_Words_Delivery_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_Delivery_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_delivery_time(inputs)
	return __en.errors_words_delivery_time(inputs)
});
/**
* | output |
* | --- |
* | "Deliveries" |
*
* @param {Errors_Words_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_deliveries = /** @type {((inputs?: Errors_Words_DeliveriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_DeliveriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_deliveries(inputs)
	return __en.errors_words_deliveries(inputs)
});
/**
* | output |
* | --- |
* | "deliver" |
*
* @param {Errors_Words_DeliverInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_deliver = /** @type {((inputs?: Errors_Words_DeliverInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_DeliverInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_deliver(inputs)
	return __en.errors_words_deliver(inputs)
});
/**
* | output |
* | --- |
* | "for this order" |
*
* @param {Errors_Words_For_This_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_for_this_order = /** @type {((inputs?: Errors_Words_For_This_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_For_This_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_for_this_order(inputs)
	return __en.errors_words_for_this_order(inputs)
});
/**
* | output |
* | --- |
* | "pickup day" |
*
* @param {Errors_Words_Pickup_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pickup_day = /** @type {((inputs?: Errors_Words_Pickup_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_Pickup_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_pickup_day(inputs)
	return __en.errors_words_pickup_day(inputs)
});
/**
* | output |
* | --- |
* | "pickup time" |
*
* @param {Errors_Words_Pickup_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pickup_time = /** @type {((inputs?: Errors_Words_Pickup_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_Pickup_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_pickup_time(inputs)
	return __en.errors_words_pickup_time(inputs)
});
/**
* | output |
* | --- |
* | "Pickups" |
*
* @param {Errors_Words_PickupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pickups = /** @type {((inputs?: Errors_Words_PickupsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_PickupsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_pickups(inputs)
	return __en.errors_words_pickups(inputs)
});
/**
* | output |
* | --- |
* | "pick up" |
*
* @param {Errors_Words_Pick_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pick_up = /** @type {((inputs?: Errors_Words_Pick_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_Pick_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_pick_up(inputs)
	return __en.errors_words_pick_up(inputs)
});
/**
* | output |
* | --- |
* | "swap day" |
*
* @param {Errors_Words_Swap_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_swap_day = /** @type {((inputs?: Errors_Words_Swap_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_Swap_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_swap_day(inputs)
	return __en.errors_words_swap_day(inputs)
});
/**
* | output |
* | --- |
* | "swap time" |
*
* @param {Errors_Words_Swap_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_swap_time = /** @type {((inputs?: Errors_Words_Swap_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_Swap_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_swap_time(inputs)
	return __en.errors_words_swap_time(inputs)
});
/**
* | output |
* | --- |
* | "Swaps" |
*
* @param {Errors_Words_SwapsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_swaps = /** @type {((inputs?: Errors_Words_SwapsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_SwapsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_swaps(inputs)
	return __en.errors_words_swaps(inputs)
});
/**
* | output |
* | --- |
* | "move day" |
*
* @param {Errors_Words_Move_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_move_day = /** @type {((inputs?: Errors_Words_Move_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_Move_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_move_day(inputs)
	return __en.errors_words_move_day(inputs)
});
/**
* | output |
* | --- |
* | "move time" |
*
* @param {Errors_Words_Move_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_move_time = /** @type {((inputs?: Errors_Words_Move_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_Move_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_move_time(inputs)
	return __en.errors_words_move_time(inputs)
});
/**
* | output |
* | --- |
* | "Moves" |
*
* @param {Errors_Words_MovesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_moves = /** @type {((inputs?: Errors_Words_MovesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_MovesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_moves(inputs)
	return __en.errors_words_moves(inputs)
});
/**
* | output |
* | --- |
* | "Buy out up to {max} items at a time." |
*
* @param {Errors_Buyout_Max_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_max_items = /** @type {((inputs: Errors_Buyout_Max_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Max_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_max_items(inputs)
	return __en.errors_buyout_max_items(inputs)
});
/**
* | output |
* | --- |
* | "Ask for 1 to {max} reviews at a time." |
*
* @param {Errors_Reviews_Page_SizeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_page_size = /** @type {((inputs: Errors_Reviews_Page_SizeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_Page_SizeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_page_size(inputs)
	return __en.errors_reviews_page_size(inputs)
});
/**
* | output |
* | --- |
* | "Move up to {max} items at a time." |
*
* @param {Errors_Moves_Max_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_max_items = /** @type {((inputs: Errors_Moves_Max_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Moves_Max_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_moves_max_items(inputs)
	return __en.errors_moves_max_items(inputs)
});
/**
* | output |
* | --- |
* | "The smallest tip is {amount}." |
*
* @param {Errors_Tips_SmallestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_smallest = /** @type {((inputs: Errors_Tips_SmallestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_SmallestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_smallest(inputs)
	return __en.errors_tips_smallest(inputs)
});
/**
* | output |
* | --- |
* | "The largest tip we can take online is {amount}." |
*
* @param {Errors_Tips_LargestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_largest = /** @type {((inputs: Errors_Tips_LargestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_LargestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_largest(inputs)
	return __en.errors_tips_largest(inputs)
});
/**
* | output |
* | --- |
* | "You already tipped this crew {amount}. Thank you!" |
*
* @param {Errors_Tips_Already_TippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_already_tipped = /** @type {((inputs: Errors_Tips_Already_TippedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_Already_TippedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_already_tipped(inputs)
	return __en.errors_tips_already_tipped(inputs)
});
/**
* | output |
* | --- |
* | "We don't deliver to city {id}. Choose another city." |
*
* @param {Errors_Catalog_City_Not_ServedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_city_not_served = /** @type {((inputs: Errors_Catalog_City_Not_ServedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_City_Not_ServedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_city_not_served(inputs)
	return __en.errors_catalog_city_not_served(inputs)
});
/**
* | output |
* | --- |
* | "There is no category {id}." |
*
* @param {Errors_Catalog_No_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_no_category = /** @type {((inputs: Errors_Catalog_No_CategoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_No_CategoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_no_category(inputs)
	return __en.errors_catalog_no_category(inputs)
});
/**
* | output |
* | --- |
* | "There is no product \"{slug}\"." |
*
* @param {Errors_Catalog_No_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_no_product = /** @type {((inputs: Errors_Catalog_No_ProductInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_No_ProductInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_no_product(inputs)
	return __en.errors_catalog_no_product(inputs)
});
/**
* | output |
* | --- |
* | "this swap" |
*
* @param {Errors_Words_This_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_swap = /** @type {((inputs?: Errors_Words_This_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_This_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_this_swap(inputs)
	return __en.errors_words_this_swap(inputs)
});
/**
* | output |
* | --- |
* | "this move" |
*
* @param {Errors_Words_This_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_move = /** @type {((inputs?: Errors_Words_This_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_This_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_this_move(inputs)
	return __en.errors_words_this_move(inputs)
});
/**
* | output |
* | --- |
* | "this order" |
*
* @param {Errors_Words_This_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_order = /** @type {((inputs?: Errors_Words_This_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_This_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_this_order(inputs)
	return __en.errors_words_this_order(inputs)
});
/**
* | output |
* | --- |
* | "A swap" |
*
* @param {Errors_Words_A_Swap_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_a_swap_start = /** @type {((inputs?: Errors_Words_A_Swap_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_A_Swap_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_a_swap_start(inputs)
	return __en.errors_words_a_swap_start(inputs)
});
/**
* | output |
* | --- |
* | "A move" |
*
* @param {Errors_Words_A_Move_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_a_move_start = /** @type {((inputs?: Errors_Words_A_Move_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_A_Move_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_a_move_start(inputs)
	return __en.errors_words_a_move_start(inputs)
});
/**
* | output |
* | --- |
* | "An order" |
*
* @param {Errors_Words_An_Order_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_an_order_start = /** @type {((inputs?: Errors_Words_An_Order_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_An_Order_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_an_order_start(inputs)
	return __en.errors_words_an_order_start(inputs)
});
/**
* | output |
* | --- |
* | "This swap" |
*
* @param {Errors_Words_This_Swap_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_swap_start = /** @type {((inputs?: Errors_Words_This_Swap_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_This_Swap_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_this_swap_start(inputs)
	return __en.errors_words_this_swap_start(inputs)
});
/**
* | output |
* | --- |
* | "This move" |
*
* @param {Errors_Words_This_Move_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_this_move_start = /** @type {((inputs?: Errors_Words_This_Move_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_This_Move_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_this_move_start(inputs)
	return __en.errors_words_this_move_start(inputs)
});
/**
* | output |
* | --- |
* | "pickup" |
*
* @param {Errors_Words_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_pickup = /** @type {((inputs?: Errors_Words_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_pickup(inputs)
	return __en.errors_words_pickup(inputs)
});
/**
* | output |
* | --- |
* | "delivery" |
*
* @param {Errors_Words_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_delivery = /** @type {((inputs?: Errors_Words_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_delivery(inputs)
	return __en.errors_words_delivery(inputs)
});
/**
* | output |
* | --- |
* | "receipts" |
*
* @param {Errors_Words_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_receipts = /** @type {((inputs?: Errors_Words_ReceiptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_ReceiptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_receipts(inputs)
	return __en.errors_words_receipts(inputs)
});
/**
* | output |
* | --- |
* | "bills" |
*
* @param {Errors_Words_BillsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_words_bills = /** @type {((inputs?: Errors_Words_BillsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Words_BillsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_words_bills(inputs)
	return __en.errors_words_bills(inputs)
});
/**
* | output |
* | --- |
* | "This swap was cancelled; it cannot be moved." |
*
* @param {Errors_Deliveries_Swap_Cancelled_No_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_swap_cancelled_no_move = /** @type {((inputs?: Errors_Deliveries_Swap_Cancelled_No_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Swap_Cancelled_No_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_swap_cancelled_no_move(inputs)
	return __en.errors_deliveries_swap_cancelled_no_move(inputs)
});
/**
* | output |
* | --- |
* | "This move was cancelled; it cannot be moved." |
*
* @param {Errors_Deliveries_Move_Cancelled_No_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_move_cancelled_no_move = /** @type {((inputs?: Errors_Deliveries_Move_Cancelled_No_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Move_Cancelled_No_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_move_cancelled_no_move(inputs)
	return __en.errors_deliveries_move_cancelled_no_move(inputs)
});
/**
* | output |
* | --- |
* | "The other visit of {booking} is on its day or under way, and the two move together. Call us and we will do what we can." |
*
* @param {Errors_Deliveries_Other_Visit_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_other_visit_started = /** @type {((inputs: Errors_Deliveries_Other_Visit_StartedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Other_Visit_StartedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_other_visit_started(inputs)
	return __en.errors_deliveries_other_visit_started(inputs)
});
/**
* | output |
* | --- |
* | "{booking} needs {days} days’ notice: the earliest day for this visit is {date}. Choose that day or a later one." |
*
* @param {Errors_Deliveries_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_notice = /** @type {((inputs: Errors_Deliveries_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_notice(inputs)
	return __en.errors_deliveries_notice(inputs)
});
/**
* | output |
* | --- |
* | "A visit can be moved up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Deliveries_Move_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_move_days_ahead = /** @type {((inputs: Errors_Deliveries_Move_Days_AheadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Move_Days_AheadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_move_days_ahead(inputs)
	return __en.errors_deliveries_move_days_ahead(inputs)
});
/**
* | output |
* | --- |
* | "The other depot of {booking} has no {window} window. Choose another window." |
*
* @param {Errors_Deliveries_Other_Depot_No_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_other_depot_no_window = /** @type {((inputs: Errors_Deliveries_Other_Depot_No_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Other_Depot_No_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_other_depot_no_window(inputs)
	return __en.errors_deliveries_other_depot_no_window(inputs)
});
/**
* | output |
* | --- |
* | "{window} on {date} is full. Choose another window." |
*
* @param {Errors_Deliveries_Window_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_window_full = /** @type {((inputs: Errors_Deliveries_Window_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Window_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_window_full(inputs)
	return __en.errors_deliveries_window_full(inputs)
});
/**
* | output |
* | --- |
* | "This {kind} is half of swap {number}: the crew brings the new piece and takes the old one on one visit, so the two are never cancelled apart. Cancel the swap..." |
*
* @param {Errors_Deliveries_Half_Of_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_half_of_swap = /** @type {((inputs: Errors_Deliveries_Half_Of_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Half_Of_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_half_of_swap(inputs)
	return __en.errors_deliveries_half_of_swap(inputs)
});
/**
* | output |
* | --- |
* | "This {kind} is half of move {number}: the crew picks the items up and delivers them to the new address, so the two are never cancelled apart. Cancel the move..." |
*
* @param {Errors_Deliveries_Half_Of_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_deliveries_half_of_move = /** @type {((inputs: Errors_Deliveries_Half_Of_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Deliveries_Half_Of_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_deliveries_half_of_move(inputs)
	return __en.errors_deliveries_half_of_move(inputs)
});
/**
* | output |
* | --- |
* | "{booking} is already cancelled." |
*
* @param {Errors_Bookings_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_bookings_already_cancelled = /** @type {((inputs: Errors_Bookings_Already_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Bookings_Already_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_bookings_already_cancelled(inputs)
	return __en.errors_bookings_already_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "{booking} is done; there is nothing left to cancel." |
*
* @param {Errors_Bookings_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_bookings_done = /** @type {((inputs: Errors_Bookings_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Bookings_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_bookings_done(inputs)
	return __en.errors_bookings_done(inputs)
});
/**
* | output |
* | --- |
* | "{booking} cannot be cancelled online on its day or once the crew is on its way. Call us and we will do what we can." |
*
* @param {Errors_Bookings_Too_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_bookings_too_late = /** @type {((inputs: Errors_Bookings_Too_LateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Bookings_Too_LateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_bookings_too_late(inputs)
	return __en.errors_bookings_too_late(inputs)
});
/**
* | output |
* | --- |
* | "Tell other shoppers a little more: at least {min} characters." |
*
* @param {Errors_Reviews_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_too_short = /** @type {((inputs: Errors_Reviews_Too_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_Too_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_too_short(inputs)
	return __en.errors_reviews_too_short(inputs)
});
/**
* | output |
* | --- |
* | "Keep your review to {max} characters (it has {count})." |
*
* @param {Errors_Reviews_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_reviews_too_long = /** @type {((inputs: Errors_Reviews_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Reviews_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_reviews_too_long(inputs)
	return __en.errors_reviews_too_long(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that receipt. It may belong to another account." |
*
* @param {Errors_Receipts_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_receipts_not_found = /** @type {((inputs?: Errors_Receipts_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Receipts_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_receipts_not_found(inputs)
	return __en.errors_receipts_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Ask for 1 to {max} {what} at a time." |
*
* @param {Errors_Receipts_Page_SizeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_receipts_page_size = /** @type {((inputs: Errors_Receipts_Page_SizeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Receipts_Page_SizeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_receipts_page_size(inputs)
	return __en.errors_receipts_page_size(inputs)
});
/**
* | output |
* | --- |
* | "Too many wrong codes. You can try again at {time}." |
*
* @param {Errors_Account_Too_Many_CodesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_too_many_codes = /** @type {((inputs: Errors_Account_Too_Many_CodesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Too_Many_CodesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_too_many_codes(inputs)
	return __en.errors_account_too_many_codes(inputs)
});
/**
* | output |
* | --- |
* | "That code is not right. 1 try left." |
*
* @param {Errors_Account_Code_Wrong_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_wrong_one = /** @type {((inputs?: Errors_Account_Code_Wrong_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Code_Wrong_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_code_wrong_one(inputs)
	return __en.errors_account_code_wrong_one(inputs)
});
/**
* | output |
* | --- |
* | "That code is not right. {count} tries left." |
*
* @param {Errors_Account_Code_Wrong_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_code_wrong_many = /** @type {((inputs: Errors_Account_Code_Wrong_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Code_Wrong_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_code_wrong_many(inputs)
	return __en.errors_account_code_wrong_many(inputs)
});
/**
* | output |
* | --- |
* | "This item is not with you any more (returned or on its way back)." |
*
* @param {Errors_Buyout_Refusal_Not_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_not_held = /** @type {((inputs?: Errors_Buyout_Refusal_Not_HeldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Refusal_Not_HeldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_refusal_not_held(inputs)
	return __en.errors_buyout_refusal_not_held(inputs)
});
/**
* | output |
* | --- |
* | "Final-sale items cannot be bought out." |
*
* @param {Errors_Buyout_Refusal_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_final_sale = /** @type {((inputs?: Errors_Buyout_Refusal_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Refusal_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_refusal_final_sale(inputs)
	return __en.errors_buyout_refusal_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "Repaired items cannot be bought out." |
*
* @param {Errors_Buyout_Refusal_RepairedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_repaired = /** @type {((inputs?: Errors_Buyout_Refusal_RepairedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Refusal_RepairedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_refusal_repaired(inputs)
	return __en.errors_buyout_refusal_repaired(inputs)
});
/**
* | output |
* | --- |
* | "This item was bought outright; there is nothing to buy out." |
*
* @param {Errors_Buyout_Refusal_Not_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_not_monthly = /** @type {((inputs?: Errors_Buyout_Refusal_Not_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Refusal_Not_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_refusal_not_monthly(inputs)
	return __en.errors_buyout_refusal_not_monthly(inputs)
});
/**
* | output |
* | --- |
* | "This item is already yours: it was paid off or bought out." |
*
* @param {Errors_Buyout_Refusal_Already_OwnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_already_owned = /** @type {((inputs?: Errors_Buyout_Refusal_Already_OwnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Refusal_Already_OwnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_refusal_already_owned(inputs)
	return __en.errors_buyout_refusal_already_owned(inputs)
});
/**
* | output |
* | --- |
* | "This item has not been delivered yet; it can be bought out once it is." |
*
* @param {Errors_Buyout_Refusal_Not_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_not_delivered = /** @type {((inputs?: Errors_Buyout_Refusal_Not_DeliveredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Refusal_Not_DeliveredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_refusal_not_delivered(inputs)
	return __en.errors_buyout_refusal_not_delivered(inputs)
});
/**
* | output |
* | --- |
* | "We cannot price this item for a buyout; contact us." |
*
* @param {Errors_Buyout_Refusal_No_Retail_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_no_retail_value = /** @type {((inputs?: Errors_Buyout_Refusal_No_Retail_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Refusal_No_Retail_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_refusal_no_retail_value(inputs)
	return __en.errors_buyout_refusal_no_retail_value(inputs)
});
/**
* | output |
* | --- |
* | "A buyout of this item is being paid right now. Refresh in a moment." |
*
* @param {Errors_Buyout_Refusal_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_refusal_pending = /** @type {((inputs?: Errors_Buyout_Refusal_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Refusal_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_refusal_pending(inputs)
	return __en.errors_buyout_refusal_pending(inputs)
});
/**
* | output |
* | --- |
* | "a monthly bill for it was declined and is not paid yet. Pay the overdue balance first (Payment information); that month then counts toward the price." |
*
* @param {Errors_Buyout_Unpaid_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_buyout_unpaid_bill = /** @type {((inputs?: Errors_Buyout_Unpaid_BillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Buyout_Unpaid_BillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_buyout_unpaid_bill(inputs)
	return __en.errors_buyout_unpaid_bill(inputs)
});
/**
* | output |
* | --- |
* | "Keep the note to {max} characters (it has {count})." |
*
* @param {Errors_Tips_Note_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tips_note_too_long = /** @type {((inputs: Errors_Tips_Note_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tips_Note_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tips_note_too_long(inputs)
	return __en.errors_tips_note_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Choose the swap day." |
*
* @param {Errors_Visit_Choose_Swap_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_choose_swap_day = /** @type {((inputs?: Errors_Visit_Choose_Swap_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Choose_Swap_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_choose_swap_day(inputs)
	return __en.errors_visit_choose_swap_day(inputs)
});
/**
* | output |
* | --- |
* | "Choose the move day." |
*
* @param {Errors_Visit_Choose_Move_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_choose_move_day = /** @type {((inputs?: Errors_Visit_Choose_Move_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Choose_Move_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_choose_move_day(inputs)
	return __en.errors_visit_choose_move_day(inputs)
});
/**
* | output |
* | --- |
* | "That day has passed. Choose {date} or a later day." |
*
* @param {Errors_Visit_Day_PassedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_day_passed = /** @type {((inputs: Errors_Visit_Day_PassedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Day_PassedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_day_passed(inputs)
	return __en.errors_visit_day_passed(inputs)
});
/**
* | output |
* | --- |
* | "The earliest swap day is {date}. Choose that day or a later one." |
*
* @param {Errors_Visit_Earliest_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_earliest_swap = /** @type {((inputs: Errors_Visit_Earliest_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Earliest_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_earliest_swap(inputs)
	return __en.errors_visit_earliest_swap(inputs)
});
/**
* | output |
* | --- |
* | "The earliest move day is {date}. Choose that day or a later one." |
*
* @param {Errors_Visit_Earliest_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_earliest_move = /** @type {((inputs: Errors_Visit_Earliest_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Earliest_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_earliest_move(inputs)
	return __en.errors_visit_earliest_move(inputs)
});
/**
* | output |
* | --- |
* | "Moves need at least a week’s notice. Choose {date} or a later day." |
*
* @param {Errors_Moves_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_notice = /** @type {((inputs: Errors_Moves_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Moves_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_moves_notice(inputs)
	return __en.errors_moves_notice(inputs)
});
/**
* | output |
* | --- |
* | "This item is already returned or has a pickup booked." |
*
* @param {Errors_Visit_Refusal_ReturnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_returned = /** @type {((inputs?: Errors_Visit_Refusal_ReturnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Refusal_ReturnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_refusal_returned(inputs)
	return __en.errors_visit_refusal_returned(inputs)
});
/**
* | output |
* | --- |
* | "This item is yours (paid off or bought out); there is nothing to swap." |
*
* @param {Errors_Visit_Refusal_Owned_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_owned_swap = /** @type {((inputs?: Errors_Visit_Refusal_Owned_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Refusal_Owned_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_refusal_owned_swap(inputs)
	return __en.errors_visit_refusal_owned_swap(inputs)
});
/**
* | output |
* | --- |
* | "This item is yours (paid off or bought out); we move items you have on a plan." |
*
* @param {Errors_Visit_Refusal_Owned_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_owned_move = /** @type {((inputs?: Errors_Visit_Refusal_Owned_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Refusal_Owned_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_refusal_owned_move(inputs)
	return __en.errors_visit_refusal_owned_move(inputs)
});
/**
* | output |
* | --- |
* | "This item has not been delivered yet; it can be swapped once it is." |
*
* @param {Errors_Visit_Refusal_Not_Delivered_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_not_delivered_swap = /** @type {((inputs?: Errors_Visit_Refusal_Not_Delivered_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Refusal_Not_Delivered_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_refusal_not_delivered_swap(inputs)
	return __en.errors_visit_refusal_not_delivered_swap(inputs)
});
/**
* | output |
* | --- |
* | "This item has not been delivered yet; it can be moved once it is." |
*
* @param {Errors_Visit_Refusal_Not_Delivered_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_not_delivered_move = /** @type {((inputs?: Errors_Visit_Refusal_Not_Delivered_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Refusal_Not_Delivered_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_refusal_not_delivered_move(inputs)
	return __en.errors_visit_refusal_not_delivered_move(inputs)
});
/**
* | output |
* | --- |
* | "Financed and bought items are yours; only subscribed and rented items can be swapped." |
*
* @param {Errors_Visit_Refusal_Not_SwappableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_not_swappable = /** @type {((inputs?: Errors_Visit_Refusal_Not_SwappableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Refusal_Not_SwappableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_refusal_not_swappable(inputs)
	return __en.errors_visit_refusal_not_swappable(inputs)
});
/**
* | output |
* | --- |
* | "This item is being bought out." |
*
* @param {Errors_Visit_Refusal_BuyoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_buyout = /** @type {((inputs?: Errors_Visit_Refusal_BuyoutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Refusal_BuyoutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_refusal_buyout(inputs)
	return __en.errors_visit_refusal_buyout(inputs)
});
/**
* | output |
* | --- |
* | "A return, swap or move of this item is already booked." |
*
* @param {Errors_Visit_Refusal_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_visit_refusal_booked = /** @type {((inputs?: Errors_Visit_Refusal_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Visit_Refusal_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_visit_refusal_booked(inputs)
	return __en.errors_visit_refusal_booked(inputs)
});
/**
* | output |
* | --- |
* | "We don't deliver to {postalCode} yet: our crews reach about 75 km around our 15 depots." |
*
* @param {Errors_Addresses_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_not_reached = /** @type {((inputs: Errors_Addresses_Not_ReachedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Not_ReachedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_not_reached(inputs)
	return __en.errors_addresses_not_reached(inputs)
});
/**
* | output |
* | --- |
* | "You can keep up to {max} addresses. Remove one you no longer use first." |
*
* @param {Errors_Addresses_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_too_many = /** @type {((inputs: Errors_Addresses_Too_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Too_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_too_many(inputs)
	return __en.errors_addresses_too_many(inputs)
});
/**
* | output |
* | --- |
* | "{store} delivers from our {depot} depot, which does not reach {postalCode}. Call the showroom to move the order to {city}." |
*
* @param {Errors_Partner_Depot_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_partner_depot_not_reached = /** @type {((inputs: Errors_Partner_Depot_Not_ReachedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Partner_Depot_Not_ReachedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_partner_depot_not_reached(inputs)
	return __en.errors_partner_depot_not_reached(inputs)
});
/**
* | output |
* | --- |
* | "Sales tax rates for {province} are recorded from {start}; {date} is earlier." |
*
* @param {Errors_Tax_Rates_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_tax_rates_before = /** @type {((inputs: Errors_Tax_Rates_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Tax_Rates_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_tax_rates_before(inputs)
	return __en.errors_tax_rates_before(inputs)
});
/**
* | output |
* | --- |
* | "\"{zone}\" is not a known time zone." |
*
* @param {Errors_Time_Zone_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_time_zone_unknown = /** @type {((inputs: Errors_Time_Zone_UnknownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Time_Zone_UnknownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_time_zone_unknown(inputs)
	return __en.errors_time_zone_unknown(inputs)
});
/**
* | output |
* | --- |
* | "The date is not a valid point in time." |
*
* @param {Errors_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_date_invalid = /** @type {((inputs?: Errors_Date_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Date_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_date_invalid(inputs)
	return __en.errors_date_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Amounts are in dollars with at most two decimals." |
*
* @param {Errors_Money_Two_DecimalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_money_two_decimals = /** @type {((inputs?: Errors_Money_Two_DecimalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Money_Two_DecimalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_money_two_decimals(inputs)
	return __en.errors_money_two_decimals(inputs)
});
/**
* | output |
* | --- |
* | "The items have been picked up; their photos can no longer be changed." |
*
* @param {Errors_Photos_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_closed = /** @type {((inputs?: Errors_Photos_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_closed(inputs)
	return __en.errors_photos_closed(inputs)
});
/**
* | output |
* | --- |
* | "That photo is not on this return." |
*
* @param {Errors_Photos_Not_On_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_not_on_return = /** @type {((inputs?: Errors_Photos_Not_On_ReturnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_Not_On_ReturnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_not_on_return(inputs)
	return __en.errors_photos_not_on_return(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that return." |
*
* @param {Errors_Photos_Return_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_return_not_found = /** @type {((inputs?: Errors_Photos_Return_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_Return_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_return_not_found(inputs)
	return __en.errors_photos_return_not_found(inputs)
});
/**
* | output |
* | --- |
* | "This item is not on that return." |
*
* @param {Errors_Photos_Item_Not_On_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_item_not_on_return = /** @type {((inputs?: Errors_Photos_Item_Not_On_ReturnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_Item_Not_On_ReturnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_item_not_on_return(inputs)
	return __en.errors_photos_item_not_on_return(inputs)
});
/**
* | output |
* | --- |
* | "Choose a photo to upload." |
*
* @param {Errors_Photos_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_choose = /** @type {((inputs?: Errors_Photos_ChooseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_ChooseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_choose(inputs)
	return __en.errors_photos_choose(inputs)
});
/**
* | output |
* | --- |
* | "Photos must be under 15 MB." |
*
* @param {Errors_Photos_Too_BigInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_too_big = /** @type {((inputs?: Errors_Photos_Too_BigInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_Too_BigInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_too_big(inputs)
	return __en.errors_photos_too_big(inputs)
});
/**
* | output |
* | --- |
* | "Up to {max} photos per item." |
*
* @param {Errors_Photos_Max_Per_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_max_per_item = /** @type {((inputs: Errors_Photos_Max_Per_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_Max_Per_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_max_per_item(inputs)
	return __en.errors_photos_max_per_item(inputs)
});
/**
* | output |
* | --- |
* | "Reload the page and try again." |
*
* @param {Errors_Photos_ReloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_reload = /** @type {((inputs?: Errors_Photos_ReloadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_ReloadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_reload(inputs)
	return __en.errors_photos_reload(inputs)
});
/**
* | output |
* | --- |
* | "This item is not one of yours." |
*
* @param {Errors_Photos_Item_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_item_not_yours = /** @type {((inputs?: Errors_Photos_Item_Not_YoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_Item_Not_YoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_item_not_yours(inputs)
	return __en.errors_photos_item_not_yours(inputs)
});
/**
* | output |
* | --- |
* | "That photo has too many pixels. Send a photo of at most 50 megapixels." |
*
* @param {Errors_Photos_Too_Many_PixelsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_too_many_pixels = /** @type {((inputs?: Errors_Photos_Too_Many_PixelsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_Too_Many_PixelsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_too_many_pixels(inputs)
	return __en.errors_photos_too_many_pixels(inputs)
});
/**
* | output |
* | --- |
* | "That file is not a photo. Send a JPEG, PNG, WebP or HEIC image." |
*
* @param {Errors_Photos_Not_A_PhotoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_not_a_photo = /** @type {((inputs?: Errors_Photos_Not_A_PhotoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_Not_A_PhotoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_not_a_photo(inputs)
	return __en.errors_photos_not_a_photo(inputs)
});
/**
* | output |
* | --- |
* | "That photo could not be read. Send a JPEG, PNG, WebP or HEIC image." |
*
* @param {Errors_Photos_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_photos_unreadable = /** @type {((inputs?: Errors_Photos_UnreadableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Photos_UnreadableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_photos_unreadable(inputs)
	return __en.errors_photos_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "A crew visit is booked here: {visit} on {date}{more}. This address stays until the visit is done or cancelled (see Deliveries in your account)." |
*
* @param {Errors_Addresses_Visit_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_booked = /** @type {((inputs: Errors_Addresses_Visit_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Visit_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_visit_booked(inputs)
	return __en.errors_addresses_visit_booked(inputs)
});
/**
* | output |
* | --- |
* | "and 1 more visit" |
*
* @param {Errors_Addresses_One_More_VisitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_one_more_visit = /** @type {((inputs?: Errors_Addresses_One_More_VisitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_One_More_VisitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_one_more_visit(inputs)
	return __en.errors_addresses_one_more_visit(inputs)
});
/**
* | output |
* | --- |
* | "and {count} more visits" |
*
* @param {Errors_Addresses_More_VisitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_more_visits = /** @type {((inputs: Errors_Addresses_More_VisitsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_More_VisitsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_more_visits(inputs)
	return __en.errors_addresses_more_visits(inputs)
});
/**
* | output |
* | --- |
* | "the return pickup {number}" |
*
* @param {Errors_Addresses_Visit_Return_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_return_pickup = /** @type {((inputs: Errors_Addresses_Visit_Return_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Visit_Return_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_visit_return_pickup(inputs)
	return __en.errors_addresses_visit_return_pickup(inputs)
});
/**
* | output |
* | --- |
* | "the swap {number}" |
*
* @param {Errors_Addresses_Visit_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_swap = /** @type {((inputs: Errors_Addresses_Visit_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Visit_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_visit_swap(inputs)
	return __en.errors_addresses_visit_swap(inputs)
});
/**
* | output |
* | --- |
* | "the move {number}, delivering here" |
*
* @param {Errors_Addresses_Visit_Move_DeliveringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_move_delivering = /** @type {((inputs: Errors_Addresses_Visit_Move_DeliveringInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Visit_Move_DeliveringInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_visit_move_delivering(inputs)
	return __en.errors_addresses_visit_move_delivering(inputs)
});
/**
* | output |
* | --- |
* | "the move {number}, picking up here" |
*
* @param {Errors_Addresses_Visit_Move_Picking_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_move_picking_up = /** @type {((inputs: Errors_Addresses_Visit_Move_Picking_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Visit_Move_Picking_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_visit_move_picking_up(inputs)
	return __en.errors_addresses_visit_move_picking_up(inputs)
});
/**
* | output |
* | --- |
* | "the pickup of order {number}" |
*
* @param {Errors_Addresses_Visit_Order_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_order_pickup = /** @type {((inputs: Errors_Addresses_Visit_Order_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Visit_Order_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_visit_order_pickup(inputs)
	return __en.errors_addresses_visit_order_pickup(inputs)
});
/**
* | output |
* | --- |
* | "the delivery of order {number}" |
*
* @param {Errors_Addresses_Visit_Order_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_visit_order_delivery = /** @type {((inputs: Errors_Addresses_Visit_Order_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Visit_Order_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_visit_order_delivery(inputs)
	return __en.errors_addresses_visit_order_delivery(inputs)
});
/**
* | output |
* | --- |
* | "1 product is at this address. Return, move or buy it out first, then you can remove the address." |
*
* @param {Errors_Addresses_One_Product_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_one_product_here = /** @type {((inputs?: Errors_Addresses_One_Product_HereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_One_Product_HereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_one_product_here(inputs)
	return __en.errors_addresses_one_product_here(inputs)
});
/**
* | output |
* | --- |
* | "{count} products are at this address. Return, move or buy them out first, then you can remove the address." |
*
* @param {Errors_Addresses_Products_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_addresses_products_here = /** @type {((inputs: Errors_Addresses_Products_HereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Addresses_Products_HereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_addresses_products_here(inputs)
	return __en.errors_addresses_products_here(inputs)
});
/**
* | output |
* | --- |
* | "Enter the street address." |
*
* @param {Errors_Address_Street_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_street_the = /** @type {((inputs?: Errors_Address_Street_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Street_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_street_the(inputs)
	return __en.errors_address_street_the(inputs)
});
/**
* | output |
* | --- |
* | "Enter your street address." |
*
* @param {Errors_Address_Street_YourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_street_your = /** @type {((inputs?: Errors_Address_Street_YourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Street_YourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_street_your(inputs)
	return __en.errors_address_street_your(inputs)
});
/**
* | output |
* | --- |
* | "Enter a street address of at most 200 characters." |
*
* @param {Errors_Address_Street_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_street_long = /** @type {((inputs?: Errors_Address_Street_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Street_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_street_long(inputs)
	return __en.errors_address_street_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter a unit number of at most 20 characters." |
*
* @param {Errors_Address_Unit_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_unit_long = /** @type {((inputs?: Errors_Address_Unit_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Unit_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_unit_long(inputs)
	return __en.errors_address_unit_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter the city." |
*
* @param {Errors_Address_City_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_city_the = /** @type {((inputs?: Errors_Address_City_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_City_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_city_the(inputs)
	return __en.errors_address_city_the(inputs)
});
/**
* | output |
* | --- |
* | "Enter your city." |
*
* @param {Errors_Address_City_YourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_city_your = /** @type {((inputs?: Errors_Address_City_YourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_City_YourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_city_your(inputs)
	return __en.errors_address_city_your(inputs)
});
/**
* | output |
* | --- |
* | "Enter a city of at most 100 characters." |
*
* @param {Errors_Address_City_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_city_long = /** @type {((inputs?: Errors_Address_City_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_City_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_city_long(inputs)
	return __en.errors_address_city_long(inputs)
});
/**
* | output |
* | --- |
* | "Choose the province or territory." |
*
* @param {Errors_Address_Province_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_province_the = /** @type {((inputs?: Errors_Address_Province_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Province_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_province_the(inputs)
	return __en.errors_address_province_the(inputs)
});
/**
* | output |
* | --- |
* | "Choose your province or territory." |
*
* @param {Errors_Address_Province_YourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_province_your = /** @type {((inputs?: Errors_Address_Province_YourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Province_YourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_province_your(inputs)
	return __en.errors_address_province_your(inputs)
});
/**
* | output |
* | --- |
* | "Enter the postal code." |
*
* @param {Errors_Address_Postal_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_postal_the = /** @type {((inputs?: Errors_Address_Postal_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Postal_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_postal_the(inputs)
	return __en.errors_address_postal_the(inputs)
});
/**
* | output |
* | --- |
* | "Enter your postal code." |
*
* @param {Errors_Address_Postal_YourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_postal_your = /** @type {((inputs?: Errors_Address_Postal_YourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Postal_YourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_postal_your(inputs)
	return __en.errors_address_postal_your(inputs)
});
/**
* | output |
* | --- |
* | "Enter a Canadian postal code, like K1A 0B1." |
*
* @param {Errors_Address_Postal_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_postal_invalid = /** @type {((inputs?: Errors_Address_Postal_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Postal_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_postal_invalid(inputs)
	return __en.errors_address_postal_invalid(inputs)
});
/**
* | output |
* | --- |
* | "{postalCode} is not a postal code in {province}. Check the postal code or the province." |
*
* @param {Errors_Address_Postal_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_postal_province = /** @type {((inputs: Errors_Address_Postal_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Postal_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_postal_province(inputs)
	return __en.errors_address_postal_province(inputs)
});
/**
* | output |
* | --- |
* | "Enter the first name of the person receiving." |
*
* @param {Errors_Address_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_first_name = /** @type {((inputs?: Errors_Address_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_first_name(inputs)
	return __en.errors_address_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter a first name of at most 60 characters." |
*
* @param {Errors_Address_First_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_first_name_long = /** @type {((inputs?: Errors_Address_First_Name_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_First_Name_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_first_name_long(inputs)
	return __en.errors_address_first_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter the last name of the person receiving." |
*
* @param {Errors_Address_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_last_name = /** @type {((inputs?: Errors_Address_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_last_name(inputs)
	return __en.errors_address_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter a last name of at most 60 characters." |
*
* @param {Errors_Address_Last_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_last_name_long = /** @type {((inputs?: Errors_Address_Last_Name_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Last_Name_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_last_name_long(inputs)
	return __en.errors_address_last_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0134." |
*
* @param {Errors_Address_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_phone = /** @type {((inputs?: Errors_Address_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_phone(inputs)
	return __en.errors_address_phone(inputs)
});
/**
* | output |
* | --- |
* | "Choose house, apartment, condo, townhouse or office." |
*
* @param {Errors_Address_BuildingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_building = /** @type {((inputs?: Errors_Address_BuildingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_BuildingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_building(inputs)
	return __en.errors_address_building(inputs)
});
/**
* | output |
* | --- |
* | "Enter the floor as a whole number, like 3 (0 for the ground floor)." |
*
* @param {Errors_Address_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_floor = /** @type {((inputs?: Errors_Address_FloorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_FloorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_floor(inputs)
	return __en.errors_address_floor(inputs)
});
/**
* | output |
* | --- |
* | "Enter receiving hours of at most {max} characters." |
*
* @param {Errors_Address_Receiving_Hours_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_receiving_hours_long = /** @type {((inputs: Errors_Address_Receiving_Hours_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Receiving_Hours_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_receiving_hours_long(inputs)
	return __en.errors_address_receiving_hours_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter a buzzer number of at most {max} characters." |
*
* @param {Errors_Address_Buzzer_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_buzzer_long = /** @type {((inputs: Errors_Address_Buzzer_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Buzzer_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_buzzer_long(inputs)
	return __en.errors_address_buzzer_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter delivery instructions of at most {max} characters." |
*
* @param {Errors_Address_Instructions_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_address_instructions_long = /** @type {((inputs: Errors_Address_Instructions_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Address_Instructions_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_address_instructions_long(inputs)
	return __en.errors_address_instructions_long(inputs)
});
/**
* | output |
* | --- |
* | "No depot serves {postalCode}: our crews reach about 75 km around our 15 depots, so we cannot move your furniture there." |
*
* @param {Errors_Moves_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_moves_not_reached = /** @type {((inputs: Errors_Moves_Not_ReachedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Moves_Not_ReachedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_moves_not_reached(inputs)
	return __en.errors_moves_not_reached(inputs)
});
/**
* | output |
* | --- |
* | "Enter your first name." |
*
* @param {Errors_Profile_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_profile_first_name = /** @type {((inputs?: Errors_Profile_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Profile_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_profile_first_name(inputs)
	return __en.errors_profile_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter your last name." |
*
* @param {Errors_Profile_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_profile_last_name = /** @type {((inputs?: Errors_Profile_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Profile_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_profile_last_name(inputs)
	return __en.errors_profile_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter a first name of at most {max} characters." |
*
* @param {Errors_Profile_First_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_profile_first_name_long = /** @type {((inputs: Errors_Profile_First_Name_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Profile_First_Name_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_profile_first_name_long(inputs)
	return __en.errors_profile_first_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter a last name of at most {max} characters." |
*
* @param {Errors_Profile_Last_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_profile_last_name_long = /** @type {((inputs: Errors_Profile_Last_Name_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Profile_Last_Name_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_profile_last_name_long(inputs)
	return __en.errors_profile_last_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter a phone number with digits only, like 416-555-0134." |
*
* @param {Errors_Phone_Digits_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_digits_only = /** @type {((inputs?: Errors_Phone_Digits_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Phone_Digits_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_phone_digits_only(inputs)
	return __en.errors_phone_digits_only(inputs)
});
/**
* | output |
* | --- |
* | "Enter a Canadian number (+1), like 416-555-0134." |
*
* @param {Errors_Phone_CanadianInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_canadian = /** @type {((inputs?: Errors_Phone_CanadianInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Phone_CanadianInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_phone_canadian(inputs)
	return __en.errors_phone_canadian(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 10 digits of the number with its area code, like 416-555-0134." |
*
* @param {Errors_Phone_Ten_DigitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_ten_digits = /** @type {((inputs?: Errors_Phone_Ten_DigitsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Phone_Ten_DigitsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_phone_ten_digits(inputs)
	return __en.errors_phone_ten_digits(inputs)
});
/**
* | output |
* | --- |
* | "That is not a valid number: the area code and the next three digits start with 2 to 9, like 416-555-0134." |
*
* @param {Errors_Phone_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_not_valid = /** @type {((inputs?: Errors_Phone_Not_ValidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Phone_Not_ValidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_phone_not_valid(inputs)
	return __en.errors_phone_not_valid(inputs)
});
/**
* | output |
* | --- |
* | "{areaCode} is not a Canadian area code. Enter a Canadian number, like 416-555-0134." |
*
* @param {Errors_Phone_Area_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_phone_area_code = /** @type {((inputs: Errors_Phone_Area_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Phone_Area_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_phone_area_code(inputs)
	return __en.errors_phone_area_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter your full name." |
*
* @param {Errors_Swatches_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_full_name = /** @type {((inputs?: Errors_Swatches_Full_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_Full_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_full_name(inputs)
	return __en.errors_swatches_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter a name of at most 100 characters." |
*
* @param {Errors_Swatches_Full_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_full_name_long = /** @type {((inputs?: Errors_Swatches_Full_Name_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_Full_Name_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_full_name_long(inputs)
	return __en.errors_swatches_full_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Errors_Swatches_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_email = /** @type {((inputs?: Errors_Swatches_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_email(inputs)
	return __en.errors_swatches_email(inputs)
});
/**
* | output |
* | --- |
* | "Enter an email address like name@example.ca." |
*
* @param {Errors_Swatches_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_email_invalid = /** @type {((inputs?: Errors_Swatches_Email_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_Email_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_email_invalid(inputs)
	return __en.errors_swatches_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter your phone number." |
*
* @param {Errors_Swatches_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_phone = /** @type {((inputs?: Errors_Swatches_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_phone(inputs)
	return __en.errors_swatches_phone(inputs)
});
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0123." |
*
* @param {Errors_Swatches_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_phone_invalid = /** @type {((inputs?: Errors_Swatches_Phone_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_Phone_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_phone_invalid(inputs)
	return __en.errors_swatches_phone_invalid(inputs)
});
/**
* | output |
* | --- |
* | "We mail swatches within Canada only." |
*
* @param {Errors_Swatches_Canada_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_canada_only = /** @type {((inputs?: Errors_Swatches_Canada_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_Canada_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_canada_only(inputs)
	return __en.errors_swatches_canada_only(inputs)
});
/**
* | output |
* | --- |
* | "Choose at least one swatch." |
*
* @param {Errors_Swatches_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_none = /** @type {((inputs?: Errors_Swatches_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_none(inputs)
	return __en.errors_swatches_none(inputs)
});
/**
* | output |
* | --- |
* | "Choose at most {max} swatches per order." |
*
* @param {Errors_Swatches_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_many = /** @type {((inputs: Errors_Swatches_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_many(inputs)
	return __en.errors_swatches_many(inputs)
});
/**
* | output |
* | --- |
* | "One of the chosen swatches does not exist. Choose again." |
*
* @param {Errors_Swatches_UnknownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_unknown = /** @type {((inputs?: Errors_Swatches_UnknownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_UnknownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_unknown(inputs)
	return __en.errors_swatches_unknown(inputs)
});
/**
* | output |
* | --- |
* | "The saved address is not valid. Enter the address instead." |
*
* @param {Errors_Swatches_Saved_Address_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_saved_address_invalid = /** @type {((inputs?: Errors_Swatches_Saved_Address_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_Saved_Address_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_saved_address_invalid(inputs)
	return __en.errors_swatches_saved_address_invalid(inputs)
});
/**
* | output |
* | --- |
* | "One of the chosen swatches is no longer offered. Choose again." |
*
* @param {Errors_Swatches_No_Longer_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_no_longer_offered = /** @type {((inputs?: Errors_Swatches_No_Longer_OfferedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_No_Longer_OfferedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_no_longer_offered(inputs)
	return __en.errors_swatches_no_longer_offered(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to use a saved address, or enter the address." |
*
* @param {Errors_Swatches_Sign_In_For_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_sign_in_for_address = /** @type {((inputs?: Errors_Swatches_Sign_In_For_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_Sign_In_For_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_sign_in_for_address(inputs)
	return __en.errors_swatches_sign_in_for_address(inputs)
});
/**
* | output |
* | --- |
* | "The saved address was not found. Enter the address instead." |
*
* @param {Errors_Swatches_Saved_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_swatches_saved_address_not_found = /** @type {((inputs?: Errors_Swatches_Saved_Address_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Swatches_Saved_Address_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_swatches_saved_address_not_found(inputs)
	return __en.errors_swatches_saved_address_not_found(inputs)
});
/**
* | output |
* | --- |
* | "{field} must be a positive whole number, got \"{got}\"." |
*
* @param {Errors_Catalog_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_id = /** @type {((inputs: Errors_Catalog_IdInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_IdInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_id(inputs)
	return __en.errors_catalog_id(inputs)
});
/**
* | output |
* | --- |
* | "At most {max} {field} can be chosen at once." |
*
* @param {Errors_Catalog_Too_Many_ValuesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_too_many_values = /** @type {((inputs: Errors_Catalog_Too_Many_ValuesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_Too_Many_ValuesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_too_many_values(inputs)
	return __en.errors_catalog_too_many_values(inputs)
});
/**
* | output |
* | --- |
* | "A {field} value is too long." |
*
* @param {Errors_Catalog_Value_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_value_too_long = /** @type {((inputs: Errors_Catalog_Value_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_Value_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_value_too_long(inputs)
	return __en.errors_catalog_value_too_long(inputs)
});
/**
* | output |
* | --- |
* | "limit must be from 1 to {max}." |
*
* @param {Errors_Catalog_Limit_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_limit_range = /** @type {((inputs: Errors_Catalog_Limit_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_Limit_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_limit_range(inputs)
	return __en.errors_catalog_limit_range(inputs)
});
/**
* | output |
* | --- |
* | "offset must be from 0 to {max}." |
*
* @param {Errors_Catalog_Offset_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_offset_range = /** @type {((inputs: Errors_Catalog_Offset_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_Offset_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_offset_range(inputs)
	return __en.errors_catalog_offset_range(inputs)
});
/**
* | output |
* | --- |
* | "Search for at most {max} characters." |
*
* @param {Errors_Catalog_Search_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_search_long = /** @type {((inputs: Errors_Catalog_Search_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_Search_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_search_long(inputs)
	return __en.errors_catalog_search_long(inputs)
});
/**
* | output |
* | --- |
* | "Ask for suggestions for at most {max} products." |
*
* @param {Errors_Catalog_Suggestions_MaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_catalog_suggestions_max = /** @type {((inputs: Errors_Catalog_Suggestions_MaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Catalog_Suggestions_MaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_catalog_suggestions_max(inputs)
	return __en.errors_catalog_suggestions_max(inputs)
});
/**
* | output |
* | --- |
* | "Choose a quantity from 1 to {max}." |
*
* @param {Errors_Share_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_quantity = /** @type {((inputs: Errors_Share_QuantityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Share_QuantityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_share_quantity(inputs)
	return __en.errors_share_quantity(inputs)
});
/**
* | output |
* | --- |
* | "\"{option}\" is not a purchase option." |
*
* @param {Errors_Share_Not_Purchase_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_not_purchase_option = /** @type {((inputs: Errors_Share_Not_Purchase_OptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Share_Not_Purchase_OptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_share_not_purchase_option(inputs)
	return __en.errors_share_not_purchase_option(inputs)
});
/**
* | output |
* | --- |
* | "{name} is no longer sold. Remove it from your cart and share again." |
*
* @param {Errors_Share_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_no_longer_sold = /** @type {((inputs: Errors_Share_No_Longer_SoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Share_No_Longer_SoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_share_no_longer_sold(inputs)
	return __en.errors_share_no_longer_sold(inputs)
});
/**
* | output |
* | --- |
* | "Product {id}" |
*
* @param {Errors_Share_Product_FallbackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_product_fallback = /** @type {((inputs: Errors_Share_Product_FallbackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Share_Product_FallbackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_share_product_fallback(inputs)
	return __en.errors_share_product_fallback(inputs)
});
/**
* | output |
* | --- |
* | "{name} is not offered that way any more. Choose how to pay for it again." |
*
* @param {Errors_Share_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_share_not_offered = /** @type {((inputs: Errors_Share_Not_OfferedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Share_Not_OfferedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_share_not_offered(inputs)
	return __en.errors_share_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "The email or password is incorrect." |
*
* @param {Errors_Auth_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_invalid_credentials = /** @type {((inputs?: Errors_Auth_Invalid_CredentialsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Invalid_CredentialsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_invalid_credentials(inputs)
	return __en.errors_auth_invalid_credentials(inputs)
});
/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Errors_Auth_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_session_ended = /** @type {((inputs?: Errors_Auth_Session_EndedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Session_EndedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_session_ended(inputs)
	return __en.errors_auth_session_ended(inputs)
});
/**
* | output |
* | --- |
* | "This link has expired or was already used. Ask for a new one." |
*
* @param {Errors_Auth_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_link_expired = /** @type {((inputs?: Errors_Auth_Link_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Link_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_link_expired(inputs)
	return __en.errors_auth_link_expired(inputs)
});
/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Errors_Auth_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_sign_in = /** @type {((inputs?: Errors_Auth_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_sign_in(inputs)
	return __en.errors_auth_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Errors_Auth_InternalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_internal = /** @type {((inputs?: Errors_Auth_InternalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_InternalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_internal(inputs)
	return __en.errors_auth_internal(inputs)
});
/**
* | output |
* | --- |
* | "The request is too large." |
*
* @param {Errors_Auth_Request_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_request_too_large = /** @type {((inputs?: Errors_Auth_Request_Too_LargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Request_Too_LargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_request_too_large(inputs)
	return __en.errors_auth_request_too_large(inputs)
});
/**
* | output |
* | --- |
* | "Send the request as JSON." |
*
* @param {Errors_Auth_Send_JsonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_send_json = /** @type {((inputs?: Errors_Auth_Send_JsonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Send_JsonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_send_json(inputs)
	return __en.errors_auth_send_json(inputs)
});
/**
* | output |
* | --- |
* | "The request is not valid JSON." |
*
* @param {Errors_Auth_Invalid_JsonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_invalid_json = /** @type {((inputs?: Errors_Auth_Invalid_JsonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Invalid_JsonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_invalid_json(inputs)
	return __en.errors_auth_invalid_json(inputs)
});
/**
* | output |
* | --- |
* | "Send a JSON object {shape}." |
*
* @param {Errors_Auth_Send_ObjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_send_object = /** @type {((inputs: Errors_Auth_Send_ObjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Send_ObjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_send_object(inputs)
	return __en.errors_auth_send_object(inputs)
});
/**
* | output |
* | --- |
* | "The request type must be \"courier\"." |
*
* @param {Errors_Auth_Type_CourierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_type_courier = /** @type {((inputs?: Errors_Auth_Type_CourierInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Type_CourierInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_type_courier(inputs)
	return __en.errors_auth_type_courier(inputs)
});
/**
* | output |
* | --- |
* | "Say which action to run." |
*
* @param {Errors_Auth_Which_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_which_action = /** @type {((inputs?: Errors_Auth_Which_ActionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Which_ActionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_which_action(inputs)
	return __en.errors_auth_which_action(inputs)
});
/**
* | output |
* | --- |
* | "actionData must be an object." |
*
* @param {Errors_Auth_Action_DataInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_action_data = /** @type {((inputs?: Errors_Auth_Action_DataInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Action_DataInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_action_data(inputs)
	return __en.errors_auth_action_data(inputs)
});
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Errors_Auth_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email = /** @type {((inputs?: Errors_Auth_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_email(inputs)
	return __en.errors_auth_email(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid email address, like name@example.ca." |
*
* @param {Errors_Auth_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_invalid = /** @type {((inputs?: Errors_Auth_Email_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Email_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_email_invalid(inputs)
	return __en.errors_auth_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter a password." |
*
* @param {Errors_Auth_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password = /** @type {((inputs?: Errors_Auth_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_password(inputs)
	return __en.errors_auth_password(inputs)
});
/**
* | output |
* | --- |
* | "Choose a password that is not your email address." |
*
* @param {Errors_Auth_Password_Is_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password_is_email = /** @type {((inputs?: Errors_Auth_Password_Is_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Password_Is_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_password_is_email(inputs)
	return __en.errors_auth_password_is_email(inputs)
});
/**
* | output |
* | --- |
* | "That password is too common. Choose one that is harder to guess." |
*
* @param {Errors_Auth_Password_CommonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password_common = /** @type {((inputs?: Errors_Auth_Password_CommonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Password_CommonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_password_common(inputs)
	return __en.errors_auth_password_common(inputs)
});
/**
* | output |
* | --- |
* | "That sign-in service is not answering. Please try again in a moment." |
*
* @param {Errors_Auth_Provider_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_provider_unavailable = /** @type {((inputs?: Errors_Auth_Provider_UnavailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Provider_UnavailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_provider_unavailable(inputs)
	return __en.errors_auth_provider_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in did not start in this browser, or took too long. Please try again." |
*
* @param {Errors_Auth_Social_StateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_state = /** @type {((inputs?: Errors_Auth_Social_StateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Social_StateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_social_state(inputs)
	return __en.errors_auth_social_state(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in took too long. Please try again." |
*
* @param {Errors_Auth_Social_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_too_long = /** @type {((inputs?: Errors_Auth_Social_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Social_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_social_too_long(inputs)
	return __en.errors_auth_social_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in was cancelled." |
*
* @param {Errors_Auth_Social_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_cancelled = /** @type {((inputs?: Errors_Auth_Social_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Social_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_social_cancelled(inputs)
	return __en.errors_auth_social_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The sign-in service could not sign you in. Please try again." |
*
* @param {Errors_Auth_Social_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_failed = /** @type {((inputs?: Errors_Auth_Social_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Social_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_social_failed(inputs)
	return __en.errors_auth_social_failed(inputs)
});
/**
* | output |
* | --- |
* | "Signing in is unavailable for a moment. Please try again shortly." |
*
* @param {Errors_Auth_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_unavailable = /** @type {((inputs?: Errors_Auth_UnavailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_UnavailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_unavailable(inputs)
	return __en.errors_auth_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Use at most 100 characters for your name." |
*
* @param {Errors_Auth_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_name_long = /** @type {((inputs?: Errors_Auth_Name_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Name_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_name_long(inputs)
	return __en.errors_auth_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Remove the hidden control characters from your name." |
*
* @param {Errors_Auth_Name_ControlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_name_control = /** @type {((inputs?: Errors_Auth_Name_ControlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Name_ControlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_name_control(inputs)
	return __en.errors_auth_name_control(inputs)
});
/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Errors_Auth_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_your_password = /** @type {((inputs?: Errors_Auth_Your_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Your_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_your_password(inputs)
	return __en.errors_auth_your_password(inputs)
});
/**
* | output |
* | --- |
* | "That sign-in is already linked to another account, or this account already has one from the same service." |
*
* @param {Errors_Auth_Identity_In_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_identity_in_use = /** @type {((inputs?: Errors_Auth_Identity_In_UseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Identity_In_UseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_identity_in_use(inputs)
	return __en.errors_auth_identity_in_use(inputs)
});
/**
* | output |
* | --- |
* | "An account already uses this email. Sign in, or reset your password if you forgot it." |
*
* @param {Errors_Auth_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_taken = /** @type {((inputs?: Errors_Auth_Email_TakenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Email_TakenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_email_taken(inputs)
	return __en.errors_auth_email_taken(inputs)
});
/**
* | output |
* | --- |
* | "This link to your other sign-in has expired or belongs to another account. Sign in with it again." |
*
* @param {Errors_Auth_Link_Account_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_link_account_expired = /** @type {((inputs?: Errors_Auth_Link_Account_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Link_Account_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_link_account_expired(inputs)
	return __en.errors_auth_link_account_expired(inputs)
});
/**
* | output |
* | --- |
* | "This reset link has expired or was already used. Ask for a new one." |
*
* @param {Errors_Auth_Reset_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_reset_expired = /** @type {((inputs?: Errors_Auth_Reset_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Reset_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_reset_expired(inputs)
	return __en.errors_auth_reset_expired(inputs)
});
/**
* | output |
* | --- |
* | "Send the refresh token to sign out." |
*
* @param {Errors_Auth_Refresh_To_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_refresh_to_sign_out = /** @type {((inputs?: Errors_Auth_Refresh_To_Sign_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Refresh_To_Sign_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_refresh_to_sign_out(inputs)
	return __en.errors_auth_refresh_to_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in link has expired or was already used. Ask for a new one." |
*
* @param {Errors_Auth_Temp_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_temp_link_expired = /** @type {((inputs?: Errors_Auth_Temp_Link_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Temp_Link_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_temp_link_expired(inputs)
	return __en.errors_auth_temp_link_expired(inputs)
});
/**
* | output |
* | --- |
* | "For your security, sign in again before changing your email address." |
*
* @param {Errors_Auth_ReauthenticateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_reauthenticate = /** @type {((inputs?: Errors_Auth_ReauthenticateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_ReauthenticateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_reauthenticate(inputs)
	return __en.errors_auth_reauthenticate(inputs)
});
/**
* | output |
* | --- |
* | "That is already your email address." |
*
* @param {Errors_Auth_Same_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_same_email = /** @type {((inputs?: Errors_Auth_Same_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Same_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_same_email(inputs)
	return __en.errors_auth_same_email(inputs)
});
/**
* | output |
* | --- |
* | "Another account already uses that email address." |
*
* @param {Errors_Auth_Email_In_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_in_use = /** @type {((inputs?: Errors_Auth_Email_In_UseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Email_In_UseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_email_in_use(inputs)
	return __en.errors_auth_email_in_use(inputs)
});
/**
* | output |
* | --- |
* | "Your email address is already confirmed." |
*
* @param {Errors_Auth_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_already_verified = /** @type {((inputs?: Errors_Auth_Already_VerifiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Already_VerifiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_already_verified(inputs)
	return __en.errors_auth_already_verified(inputs)
});
/**
* | output |
* | --- |
* | "This confirmation link has expired or was already used." |
*
* @param {Errors_Auth_Confirmation_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_confirmation_expired = /** @type {((inputs?: Errors_Auth_Confirmation_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Confirmation_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_confirmation_expired(inputs)
	return __en.errors_auth_confirmation_expired(inputs)
});
/**
* | output |
* | --- |
* | "Another account started using that email address." |
*
* @param {Errors_Auth_Email_Taken_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_taken_meanwhile = /** @type {((inputs?: Errors_Auth_Email_Taken_MeanwhileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Email_Taken_MeanwhileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_email_taken_meanwhile(inputs)
	return __en.errors_auth_email_taken_meanwhile(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in took too long or was already used. Please sign in again." |
*
* @param {Errors_Auth_Social_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_expired = /** @type {((inputs?: Errors_Auth_Social_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Social_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_social_expired(inputs)
	return __en.errors_auth_social_expired(inputs)
});
/**
* | output |
* | --- |
* | "This sign-in does not belong to the account you are linking. Sign in with the one you used before." |
*
* @param {Errors_Auth_Social_Wrong_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_social_wrong_account = /** @type {((inputs?: Errors_Auth_Social_Wrong_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Social_Wrong_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_social_wrong_account(inputs)
	return __en.errors_auth_social_wrong_account(inputs)
});
/**
* | output |
* | --- |
* | "Your sign-in service did not share an email address. Enter the one to use with us." |
*
* @param {Errors_Auth_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_required = /** @type {((inputs?: Errors_Auth_Email_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Email_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_email_required(inputs)
	return __en.errors_auth_email_required(inputs)
});
/**
* | output |
* | --- |
* | "An account already uses this email. Sign in with your password to link the two." |
*
* @param {Errors_Auth_Link_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_link_required = /** @type {((inputs?: Errors_Auth_Link_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Link_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_link_required(inputs)
	return __en.errors_auth_link_required(inputs)
});
/**
* | output |
* | --- |
* | "An account already uses this email. Sign in with your password." |
*
* @param {Errors_Auth_Email_In_Use_SocialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_email_in_use_social = /** @type {((inputs?: Errors_Auth_Email_In_Use_SocialInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Email_In_Use_SocialInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_email_in_use_social(inputs)
	return __en.errors_auth_email_in_use_social(inputs)
});
/**
* | output |
* | --- |
* | "There is no action \"{action}\"." |
*
* @param {Errors_Auth_Unknown_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_unknown_action = /** @type {((inputs: Errors_Auth_Unknown_ActionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Unknown_ActionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_unknown_action(inputs)
	return __en.errors_auth_unknown_action(inputs)
});
/**
* | output |
* | --- |
* | "There is no sign-in with \"{connection}\"." |
*
* @param {Errors_Auth_Unknown_ConnectionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_unknown_connection = /** @type {((inputs: Errors_Auth_Unknown_ConnectionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Unknown_ConnectionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_unknown_connection(inputs)
	return __en.errors_auth_unknown_connection(inputs)
});
/**
* | output |
* | --- |
* | "Use at least {min} characters for your password." |
*
* @param {Errors_Auth_Password_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password_short = /** @type {((inputs: Errors_Auth_Password_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Password_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_password_short(inputs)
	return __en.errors_auth_password_short(inputs)
});
/**
* | output |
* | --- |
* | "Use at most {max} characters for your password." |
*
* @param {Errors_Auth_Password_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_password_long = /** @type {((inputs: Errors_Auth_Password_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Password_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_password_long(inputs)
	return __en.errors_auth_password_long(inputs)
});
/**
* | output |
* | --- |
* | "Too many attempts. Please wait {wait} and try again." |
*
* @param {Errors_Auth_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_too_many_attempts = /** @type {((inputs: Errors_Auth_Too_Many_AttemptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Too_Many_AttemptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_too_many_attempts(inputs)
	return __en.errors_auth_too_many_attempts(inputs)
});
/**
* | output |
* | --- |
* | "1 second" |
*
* @param {Errors_Auth_Wait_SecondInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_second = /** @type {((inputs?: Errors_Auth_Wait_SecondInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Wait_SecondInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_wait_second(inputs)
	return __en.errors_auth_wait_second(inputs)
});
/**
* | output |
* | --- |
* | "{count} seconds" |
*
* @param {Errors_Auth_Wait_SecondsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_seconds = /** @type {((inputs: Errors_Auth_Wait_SecondsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Wait_SecondsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_wait_seconds(inputs)
	return __en.errors_auth_wait_seconds(inputs)
});
/**
* | output |
* | --- |
* | "1 minute" |
*
* @param {Errors_Auth_Wait_MinuteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_minute = /** @type {((inputs?: Errors_Auth_Wait_MinuteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Wait_MinuteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_wait_minute(inputs)
	return __en.errors_auth_wait_minute(inputs)
});
/**
* | output |
* | --- |
* | "{count} minutes" |
*
* @param {Errors_Auth_Wait_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_minutes = /** @type {((inputs: Errors_Auth_Wait_MinutesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Wait_MinutesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_wait_minutes(inputs)
	return __en.errors_auth_wait_minutes(inputs)
});
/**
* | output |
* | --- |
* | "1 hour" |
*
* @param {Errors_Auth_Wait_HourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_hour = /** @type {((inputs?: Errors_Auth_Wait_HourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Wait_HourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_wait_hour(inputs)
	return __en.errors_auth_wait_hour(inputs)
});
/**
* | output |
* | --- |
* | "{count} hours" |
*
* @param {Errors_Auth_Wait_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_auth_wait_hours = /** @type {((inputs: Errors_Auth_Wait_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Auth_Wait_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_auth_wait_hours(inputs)
	return __en.errors_auth_wait_hours(inputs)
});
/**
* | output |
* | --- |
* | "— Pivot" |
*
* @param {Mail_SignoffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_signoff = /** @type {((inputs?: Mail_SignoffInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_SignoffInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_signoff(inputs)
	return __en.mail_signoff(inputs)
});
/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {Mail_Label_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_label_value = /** @type {((inputs: Mail_Label_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_label_value(inputs)
	return __en.mail_label_value(inputs)
});
/**
* | output |
* | --- |
* | "Or paste this address into your browser:" |
*
* @param {Mail_Paste_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_paste_address = /** @type {((inputs?: Mail_Paste_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Paste_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_paste_address(inputs)
	return __en.mail_paste_address(inputs)
});
/**
* | output |
* | --- |
* | "Reset your Pivot password" |
*
* @param {Mail_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_subject = /** @type {((inputs?: Mail_Reset_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reset_subject(inputs)
	return __en.mail_reset_subject(inputs)
});
/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Pivot account." |
*
* @param {Mail_Reset_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_asked = /** @type {((inputs?: Mail_Reset_AskedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_AskedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reset_asked(inputs)
	return __en.mail_reset_asked(inputs)
});
/**
* | output |
* | --- |
* | "If it was you, choose a new password with the link below. It works once, for one hour." |
*
* @param {Mail_Reset_If_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_if_you = /** @type {((inputs?: Mail_Reset_If_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_If_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reset_if_you(inputs)
	return __en.mail_reset_if_you(inputs)
});
/**
* | output |
* | --- |
* | "If it was not you, ignore this message: your password stays as it is." |
*
* @param {Mail_Reset_If_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_if_not_you = /** @type {((inputs?: Mail_Reset_If_Not_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_If_Not_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reset_if_not_you(inputs)
	return __en.mail_reset_if_not_you(inputs)
});
/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Mail_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_action = /** @type {((inputs?: Mail_Reset_ActionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_ActionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reset_action(inputs)
	return __en.mail_reset_action(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your email address" |
*
* @param {Mail_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_subject = /** @type {((inputs?: Mail_Verify_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_verify_subject(inputs)
	return __en.mail_verify_subject(inputs)
});
/**
* | output |
* | --- |
* | "Welcome to Pivot! Confirm that this address is yours with the link below (it works for 24 hours)." |
*
* @param {Mail_Verify_WelcomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_welcome = /** @type {((inputs?: Mail_Verify_WelcomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_WelcomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_verify_welcome(inputs)
	return __en.mail_verify_welcome(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your new email address" |
*
* @param {Mail_Verify_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_change_subject = /** @type {((inputs?: Mail_Verify_Change_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_Change_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_verify_change_subject(inputs)
	return __en.mail_verify_change_subject(inputs)
});
/**
* | output |
* | --- |
* | "You asked to use this address for your Pivot account." |
*
* @param {Mail_Verify_Change_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_change_asked = /** @type {((inputs?: Mail_Verify_Change_AskedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_Change_AskedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_verify_change_asked(inputs)
	return __en.mail_verify_change_asked(inputs)
});
/**
* | output |
* | --- |
* | "Confirm it with the link below within 24 hours; until then your account keeps its old address." |
*
* @param {Mail_Verify_Change_WithinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_change_within = /** @type {((inputs?: Mail_Verify_Change_WithinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_Change_WithinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_verify_change_within(inputs)
	return __en.mail_verify_change_within(inputs)
});
/**
* | output |
* | --- |
* | "Confirm this address" |
*
* @param {Mail_Verify_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_action = /** @type {((inputs?: Mail_Verify_ActionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_ActionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_verify_action(inputs)
	return __en.mail_verify_action(inputs)
});
/**
* | output |
* | --- |
* | "Your Pivot email address was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject = /** @type {((inputs?: Mail_Email_Changed_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_email_changed_subject(inputs)
	return __en.mail_email_changed_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your Pivot account now uses {email} to sign in and receive mail." |
*
* @param {Mail_Email_Changed_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_now = /** @type {((inputs: Mail_Email_Changed_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_email_changed_now(inputs)
	return __en.mail_email_changed_now(inputs)
});
/**
* | output |
* | --- |
* | "If you did not do this, contact us at once so we can secure your account." |
*
* @param {Mail_Email_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_not_you = /** @type {((inputs?: Mail_Email_Changed_Not_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_Not_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_email_changed_not_you(inputs)
	return __en.mail_email_changed_not_you(inputs)
});
/**
* | output |
* | --- |
* | "Your Pivot password was changed" |
*
* @param {Mail_Password_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_subject = /** @type {((inputs?: Mail_Password_Changed_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Changed_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_password_changed_subject(inputs)
	return __en.mail_password_changed_subject(inputs)
});
/**
* | output |
* | --- |
* | "The password of your Pivot account was just reset, and every device was signed out." |
*
* @param {Mail_Password_Changed_ResetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_reset = /** @type {((inputs?: Mail_Password_Changed_ResetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Changed_ResetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_password_changed_reset(inputs)
	return __en.mail_password_changed_reset(inputs)
});
/**
* | output |
* | --- |
* | "If you did not do this, reset your password again and contact us." |
*
* @param {Mail_Password_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_not_you = /** @type {((inputs?: Mail_Password_Changed_Not_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Changed_Not_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_password_changed_not_you(inputs)
	return __en.mail_password_changed_not_you(inputs)
});
/**
* | output |
* | --- |
* | "Hi {name}," |
*
* @param {Mail_Greeting_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_greeting_named = /** @type {((inputs: Mail_Greeting_NamedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Greeting_NamedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_greeting_named(inputs)
	return __en.mail_greeting_named(inputs)
});
/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Mail_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_greeting = /** @type {((inputs?: Mail_GreetingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_GreetingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_greeting(inputs)
	return __en.mail_greeting(inputs)
});
/**
* | output |
* | --- |
* | "Pivot: {body}" |
*
* @param {Mail_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sms = /** @type {((inputs: Mail_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_sms(inputs)
	return __en.mail_sms(inputs)
});
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Mail_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_items = /** @type {((inputs?: Mail_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_items(inputs)
	return __en.mail_items(inputs)
});
/**
* | output |
* | --- |
* | "Items:" |
*
* @param {Mail_Items_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_items_line = /** @type {((inputs?: Mail_Items_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Items_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_items_line(inputs)
	return __en.mail_items_line(inputs)
});
/**
* | output |
* | --- |
* | "Questions? Call {phone} or write to" |
*
* @param {Mail_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_questions = /** @type {((inputs: Mail_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_questions(inputs)
	return __en.mail_questions(inputs)
});
/**
* | output |
* | --- |
* | "Questions? Call {phone} or write to {email}." |
*
* @param {Mail_Questions_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_questions_line = /** @type {((inputs: Mail_Questions_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Questions_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_questions_line(inputs)
	return __en.mail_questions_line(inputs)
});
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Mail_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_your_account = /** @type {((inputs?: Mail_Your_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Your_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_your_account(inputs)
	return __en.mail_your_account(inputs)
});
/**
* | output |
* | --- |
* | "{card} ending in {lastFour}" |
*
* @param {Mail_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_card_ending = /** @type {((inputs: Mail_Card_EndingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Card_EndingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_card_ending(inputs)
	return __en.mail_card_ending(inputs)
});
/**
* | output |
* | --- |
* | "card" |
*
* @param {Mail_Card_GenericInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_card_generic = /** @type {((inputs?: Mail_Card_GenericInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Card_GenericInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_card_generic(inputs)
	return __en.mail_card_generic(inputs)
});
/**
* | output |
* | --- |
* | "your card on file" |
*
* @param {Mail_Card_On_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_card_on_file = /** @type {((inputs?: Mail_Card_On_FileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Card_On_FileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_card_on_file(inputs)
	return __en.mail_card_on_file(inputs)
});
/**
* | output |
* | --- |
* | "Charged to {card}" |
*
* @param {Mail_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_charged_to = /** @type {((inputs: Mail_Charged_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Charged_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_charged_to(inputs)
	return __en.mail_charged_to(inputs)
});
/**
* | output |
* | --- |
* | "morning" |
*
* @param {Mail_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_morning = /** @type {((inputs?: Mail_Window_MorningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Window_MorningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_window_morning(inputs)
	return __en.mail_window_morning(inputs)
});
/**
* | output |
* | --- |
* | "afternoon" |
*
* @param {Mail_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_afternoon = /** @type {((inputs?: Mail_Window_AfternoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Window_AfternoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_window_afternoon(inputs)
	return __en.mail_window_afternoon(inputs)
});
/**
* | output |
* | --- |
* | "evening" |
*
* @param {Mail_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_evening = /** @type {((inputs?: Mail_Window_EveningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Window_EveningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_window_evening(inputs)
	return __en.mail_window_evening(inputs)
});
/**
* | output |
* | --- |
* | "any time" |
*
* @param {Mail_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_anytime = /** @type {((inputs?: Mail_Window_AnytimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Window_AnytimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_window_anytime(inputs)
	return __en.mail_window_anytime(inputs)
});
/**
* | output |
* | --- |
* | "pickup at the warehouse" |
*
* @param {Mail_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_pickup = /** @type {((inputs?: Mail_Window_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Window_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_window_pickup(inputs)
	return __en.mail_window_pickup(inputs)
});
/**
* | output |
* | --- |
* | "{name}, {start} to {end}" |
*
* @param {Mail_Window_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_range = /** @type {((inputs: Mail_Window_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Window_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_window_range(inputs)
	return __en.mail_window_range(inputs)
});
/**
* | output |
* | --- |
* | "{weekday}, {day}, {window}" |
*
* @param {Mail_Visit_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_visit_when = /** @type {((inputs: Mail_Visit_WhenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Visit_WhenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_visit_when(inputs)
	return __en.mail_visit_when(inputs)
});
/**
* | output |
* | --- |
* | "{weekday}, {day}" |
*
* @param {Mail_Day_With_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_day_with_weekday = /** @type {((inputs: Mail_Day_With_WeekdayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Day_With_WeekdayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_day_with_weekday(inputs)
	return __en.mail_day_with_weekday(inputs)
});
/**
* | output |
* | --- |
* | "Pivot warehouse" |
*
* @param {Mail_Warehouse_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_warehouse_name = /** @type {((inputs?: Mail_Warehouse_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Warehouse_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_warehouse_name(inputs)
	return __en.mail_warehouse_name(inputs)
});
/**
* | output |
* | --- |
* | "Pick up at {place}, {address}, on {day}, between {open} and {close}." |
*
* @param {Mail_Pickup_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_pickup_sentence = /** @type {((inputs: Mail_Pickup_SentenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Pickup_SentenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_pickup_sentence(inputs)
	return __en.mail_pickup_sentence(inputs)
});
/**
* | output |
* | --- |
* | "Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help you lift." |
*
* @param {Mail_Pickup_BringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_pickup_bring = /** @type {((inputs?: Mail_Pickup_BringInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Pickup_BringInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_pickup_bring(inputs)
	return __en.mail_pickup_bring(inputs)
});
/**
* | output |
* | --- |
* | "delivery" |
*
* @param {Mail_Noun_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_delivery = /** @type {((inputs?: Mail_Noun_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_delivery(inputs)
	return __en.mail_noun_delivery(inputs)
});
/**
* | output |
* | --- |
* | "delivery" |
*
* @param {Mail_Noun_Delivery_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_delivery_the = /** @type {((inputs?: Mail_Noun_Delivery_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Delivery_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_delivery_the(inputs)
	return __en.mail_noun_delivery_the(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Mail_Noun_Delivery_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_delivery_label = /** @type {((inputs?: Mail_Noun_Delivery_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Delivery_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_delivery_label(inputs)
	return __en.mail_noun_delivery_label(inputs)
});
/**
* | output |
* | --- |
* | "pickup" |
*
* @param {Mail_Noun_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_pickup = /** @type {((inputs?: Mail_Noun_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_pickup(inputs)
	return __en.mail_noun_pickup(inputs)
});
/**
* | output |
* | --- |
* | "pickup" |
*
* @param {Mail_Noun_Pickup_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_pickup_the = /** @type {((inputs?: Mail_Noun_Pickup_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Pickup_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_pickup_the(inputs)
	return __en.mail_noun_pickup_the(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Mail_Noun_Pickup_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_pickup_label = /** @type {((inputs?: Mail_Noun_Pickup_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Pickup_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_pickup_label(inputs)
	return __en.mail_noun_pickup_label(inputs)
});
/**
* | output |
* | --- |
* | "warehouse pickup" |
*
* @param {Mail_Noun_Warehouse_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_warehouse_pickup = /** @type {((inputs?: Mail_Noun_Warehouse_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Warehouse_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_warehouse_pickup(inputs)
	return __en.mail_noun_warehouse_pickup(inputs)
});
/**
* | output |
* | --- |
* | "warehouse pickup" |
*
* @param {Mail_Noun_Warehouse_Pickup_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_warehouse_pickup_the = /** @type {((inputs?: Mail_Noun_Warehouse_Pickup_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Warehouse_Pickup_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_warehouse_pickup_the(inputs)
	return __en.mail_noun_warehouse_pickup_the(inputs)
});
/**
* | output |
* | --- |
* | "Warehouse pickup" |
*
* @param {Mail_Noun_Warehouse_Pickup_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_warehouse_pickup_label = /** @type {((inputs?: Mail_Noun_Warehouse_Pickup_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Warehouse_Pickup_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_warehouse_pickup_label(inputs)
	return __en.mail_noun_warehouse_pickup_label(inputs)
});
/**
* | output |
* | --- |
* | "swap visit" |
*
* @param {Mail_Noun_Swap_VisitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_visit = /** @type {((inputs?: Mail_Noun_Swap_VisitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Swap_VisitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_swap_visit(inputs)
	return __en.mail_noun_swap_visit(inputs)
});
/**
* | output |
* | --- |
* | "swap visit" |
*
* @param {Mail_Noun_Swap_Visit_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_visit_the = /** @type {((inputs?: Mail_Noun_Swap_Visit_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Swap_Visit_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_swap_visit_the(inputs)
	return __en.mail_noun_swap_visit_the(inputs)
});
/**
* | output |
* | --- |
* | "Swap visit" |
*
* @param {Mail_Noun_Swap_Visit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_visit_label = /** @type {((inputs?: Mail_Noun_Swap_Visit_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Swap_Visit_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_swap_visit_label(inputs)
	return __en.mail_noun_swap_visit_label(inputs)
});
/**
* | output |
* | --- |
* | "move pickup" |
*
* @param {Mail_Noun_Move_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_pickup = /** @type {((inputs?: Mail_Noun_Move_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Move_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_move_pickup(inputs)
	return __en.mail_noun_move_pickup(inputs)
});
/**
* | output |
* | --- |
* | "move pickup" |
*
* @param {Mail_Noun_Move_Pickup_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_pickup_the = /** @type {((inputs?: Mail_Noun_Move_Pickup_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Move_Pickup_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_move_pickup_the(inputs)
	return __en.mail_noun_move_pickup_the(inputs)
});
/**
* | output |
* | --- |
* | "Move pickup" |
*
* @param {Mail_Noun_Move_Pickup_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_pickup_label = /** @type {((inputs?: Mail_Noun_Move_Pickup_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Move_Pickup_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_move_pickup_label(inputs)
	return __en.mail_noun_move_pickup_label(inputs)
});
/**
* | output |
* | --- |
* | "move delivery" |
*
* @param {Mail_Noun_Move_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_delivery = /** @type {((inputs?: Mail_Noun_Move_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Move_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_move_delivery(inputs)
	return __en.mail_noun_move_delivery(inputs)
});
/**
* | output |
* | --- |
* | "move delivery" |
*
* @param {Mail_Noun_Move_Delivery_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_delivery_the = /** @type {((inputs?: Mail_Noun_Move_Delivery_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Move_Delivery_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_move_delivery_the(inputs)
	return __en.mail_noun_move_delivery_the(inputs)
});
/**
* | output |
* | --- |
* | "Move delivery" |
*
* @param {Mail_Noun_Move_Delivery_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_delivery_label = /** @type {((inputs?: Mail_Noun_Move_Delivery_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Move_Delivery_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_move_delivery_label(inputs)
	return __en.mail_noun_move_delivery_label(inputs)
});
/**
* | output |
* | --- |
* | "swap" |
*
* @param {Mail_Noun_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap = /** @type {((inputs?: Mail_Noun_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_swap(inputs)
	return __en.mail_noun_swap(inputs)
});
/**
* | output |
* | --- |
* | "swap" |
*
* @param {Mail_Noun_Swap_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_the = /** @type {((inputs?: Mail_Noun_Swap_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Swap_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_swap_the(inputs)
	return __en.mail_noun_swap_the(inputs)
});
/**
* | output |
* | --- |
* | "move" |
*
* @param {Mail_Noun_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move = /** @type {((inputs?: Mail_Noun_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_move(inputs)
	return __en.mail_noun_move(inputs)
});
/**
* | output |
* | --- |
* | "move" |
*
* @param {Mail_Noun_Move_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_the = /** @type {((inputs?: Mail_Noun_Move_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Noun_Move_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_noun_move_the(inputs)
	return __en.mail_noun_move_the(inputs)
});
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Mail_Row_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_items = /** @type {((inputs?: Mail_Row_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_items(inputs)
	return __en.mail_row_items(inputs)
});
/**
* | output |
* | --- |
* | "Return fee" |
*
* @param {Mail_Row_Return_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_return_fee = /** @type {((inputs?: Mail_Row_Return_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_Return_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_return_fee(inputs)
	return __en.mail_row_return_fee(inputs)
});
/**
* | output |
* | --- |
* | "Swap" |
*
* @param {Mail_Row_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_swap = /** @type {((inputs?: Mail_Row_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_swap(inputs)
	return __en.mail_row_swap(inputs)
});
/**
* | output |
* | --- |
* | "Move" |
*
* @param {Mail_Row_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_move = /** @type {((inputs?: Mail_Row_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_move(inputs)
	return __en.mail_row_move(inputs)
});
/**
* | output |
* | --- |
* | "Buyout" |
*
* @param {Mail_Row_BuyoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_buyout = /** @type {((inputs?: Mail_Row_BuyoutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_BuyoutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_buyout(inputs)
	return __en.mail_row_buyout(inputs)
});
/**
* | output |
* | --- |
* | "Swatches" |
*
* @param {Mail_Row_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_swatches = /** @type {((inputs?: Mail_Row_SwatchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_SwatchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_swatches(inputs)
	return __en.mail_row_swatches(inputs)
});
/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Mail_Row_SubtotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_subtotal = /** @type {((inputs?: Mail_Row_SubtotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_SubtotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_subtotal(inputs)
	return __en.mail_row_subtotal(inputs)
});
/**
* | output |
* | --- |
* | "Visit fee" |
*
* @param {Mail_Row_Visit_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_visit_fee = /** @type {((inputs?: Mail_Row_Visit_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_Visit_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_visit_fee(inputs)
	return __en.mail_row_visit_fee(inputs)
});
/**
* | output |
* | --- |
* | "Move fee" |
*
* @param {Mail_Row_Move_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_move_fee = /** @type {((inputs?: Mail_Row_Move_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_Move_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_move_fee(inputs)
	return __en.mail_row_move_fee(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Mail_Row_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_delivery = /** @type {((inputs?: Mail_Row_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_delivery(inputs)
	return __en.mail_row_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Mail_Row_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_assembly = /** @type {((inputs?: Mail_Row_AssemblyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_AssemblyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_assembly(inputs)
	return __en.mail_row_assembly(inputs)
});
/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Mail_Row_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_discount = /** @type {((inputs?: Mail_Row_DiscountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_DiscountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_discount(inputs)
	return __en.mail_row_discount(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Mail_Row_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_total = /** @type {((inputs?: Mail_Row_TotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_TotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_total(inputs)
	return __en.mail_row_total(inputs)
});
/**
* | output |
* | --- |
* | "Account credit used" |
*
* @param {Mail_Row_Credit_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_credit_used = /** @type {((inputs?: Mail_Row_Credit_UsedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_Credit_UsedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_credit_used(inputs)
	return __en.mail_row_credit_used(inputs)
});
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Mail_Row_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_refunded = /** @type {((inputs?: Mail_Row_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_refunded(inputs)
	return __en.mail_row_refunded(inputs)
});
/**
* | output |
* | --- |
* | "Tip" |
*
* @param {Mail_Row_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_tip = /** @type {((inputs?: Mail_Row_TipInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_TipInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_tip(inputs)
	return __en.mail_row_tip(inputs)
});
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Mail_Row_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_paid = /** @type {((inputs?: Mail_Row_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_paid(inputs)
	return __en.mail_row_paid(inputs)
});
/**
* | output |
* | --- |
* | "Due now" |
*
* @param {Mail_Row_Due_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_due_now = /** @type {((inputs?: Mail_Row_Due_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_Due_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_due_now(inputs)
	return __en.mail_row_due_now(inputs)
});
/**
* | output |
* | --- |
* | "{name} (payment {period})" |
*
* @param {Mail_Row_Bill_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_bill_line = /** @type {((inputs: Mail_Row_Bill_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_Bill_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_bill_line(inputs)
	return __en.mail_row_bill_line(inputs)
});
/**
* | output |
* | --- |
* | "{name} (payment {period}), with PivotCare {care}" |
*
* @param {Mail_Row_Bill_Line_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_bill_line_care = /** @type {((inputs: Mail_Row_Bill_Line_CareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Row_Bill_Line_CareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_row_bill_line_care(inputs)
	return __en.mail_row_bill_line_care(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Mail_Fact_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_address = /** @type {((inputs?: Mail_Fact_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fact_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fact_address(inputs)
	return __en.mail_fact_address(inputs)
});
/**
* | output |
* | --- |
* | "Moving to" |
*
* @param {Mail_Fact_Moving_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_moving_to = /** @type {((inputs?: Mail_Fact_Moving_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fact_Moving_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fact_moving_to(inputs)
	return __en.mail_fact_moving_to(inputs)
});
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Mail_Fact_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_order_number = /** @type {((inputs?: Mail_Fact_Order_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fact_Order_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fact_order_number(inputs)
	return __en.mail_fact_order_number(inputs)
});
/**
* | output |
* | --- |
* | "Return number" |
*
* @param {Mail_Fact_Return_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_return_number = /** @type {((inputs?: Mail_Fact_Return_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fact_Return_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fact_return_number(inputs)
	return __en.mail_fact_return_number(inputs)
});
/**
* | output |
* | --- |
* | "Pick up at" |
*
* @param {Mail_Fact_Pick_Up_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_pick_up_at = /** @type {((inputs?: Mail_Fact_Pick_Up_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fact_Pick_Up_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fact_pick_up_at(inputs)
	return __en.mail_fact_pick_up_at(inputs)
});
/**
* | output |
* | --- |
* | "When" |
*
* @param {Mail_Fact_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_when = /** @type {((inputs?: Mail_Fact_WhenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fact_WhenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fact_when(inputs)
	return __en.mail_fact_when(inputs)
});
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Mail_Fact_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_picked_up = /** @type {((inputs?: Mail_Fact_Picked_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fact_Picked_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fact_picked_up(inputs)
	return __en.mail_fact_picked_up(inputs)
});
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Mail_Fact_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_delivered = /** @type {((inputs?: Mail_Fact_DeliveredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fact_DeliveredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fact_delivered(inputs)
	return __en.mail_fact_delivered(inputs)
});
/**
* | output |
* | --- |
* | "Bill date" |
*
* @param {Mail_Fact_Bill_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_bill_date = /** @type {((inputs?: Mail_Fact_Bill_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fact_Bill_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fact_bill_date(inputs)
	return __en.mail_fact_bill_date(inputs)
});
/**
* | output |
* | --- |
* | "View your receipt" |
*
* @param {Mail_Link_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_receipt = /** @type {((inputs?: Mail_Link_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_link_receipt(inputs)
	return __en.mail_link_receipt(inputs)
});
/**
* | output |
* | --- |
* | "Follow or change your visits" |
*
* @param {Mail_Link_VisitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_visits = /** @type {((inputs?: Mail_Link_VisitsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_VisitsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_link_visits(inputs)
	return __en.mail_link_visits(inputs)
});
/**
* | output |
* | --- |
* | "See your visit" |
*
* @param {Mail_Link_See_VisitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_see_visit = /** @type {((inputs?: Mail_Link_See_VisitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_See_VisitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_link_see_visit(inputs)
	return __en.mail_link_see_visit(inputs)
});
/**
* | output |
* | --- |
* | "Follow the crew on the day" |
*
* @param {Mail_Link_Follow_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_follow_crew = /** @type {((inputs?: Mail_Link_Follow_CrewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_Follow_CrewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_link_follow_crew(inputs)
	return __en.mail_link_follow_crew(inputs)
});
/**
* | output |
* | --- |
* | "Review your pieces" |
*
* @param {Mail_Link_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_review = /** @type {((inputs?: Mail_Link_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_link_review(inputs)
	return __en.mail_link_review(inputs)
});
/**
* | output |
* | --- |
* | "Tip the crew" |
*
* @param {Mail_Link_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_tip = /** @type {((inputs?: Mail_Link_TipInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_TipInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_link_tip(inputs)
	return __en.mail_link_tip(inputs)
});
/**
* | output |
* | --- |
* | "Pay {amount} now" |
*
* @param {Mail_Link_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_pay = /** @type {((inputs: Mail_Link_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_link_pay(inputs)
	return __en.mail_link_pay(inputs)
});
/**
* | output |
* | --- |
* | "Your receipts" |
*
* @param {Mail_Link_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_receipts = /** @type {((inputs?: Mail_Link_ReceiptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_ReceiptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_link_receipts(inputs)
	return __en.mail_link_receipts(inputs)
});
/**
* | output |
* | --- |
* | "We will email you the day before." |
*
* @param {Mail_Email_Day_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_day_before = /** @type {((inputs?: Mail_Email_Day_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Day_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_email_day_before(inputs)
	return __en.mail_email_day_before(inputs)
});
/**
* | output |
* | --- |
* | "Your return pickup is booked ({number})" |
*
* @param {Mail_Return_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_subject = /** @type {((inputs: Mail_Return_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_return_subject(inputs)
	return __en.mail_return_subject(inputs)
});
/**
* | output |
* | --- |
* | "Pickup on {day}" |
*
* @param {Mail_Return_Preview_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_preview_day = /** @type {((inputs: Mail_Return_Preview_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_Preview_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_return_preview_day(inputs)
	return __en.mail_return_preview_day(inputs)
});
/**
* | output |
* | --- |
* | "Your return is booked" |
*
* @param {Mail_Return_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_preview = /** @type {((inputs?: Mail_Return_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_return_preview(inputs)
	return __en.mail_return_preview(inputs)
});
/**
* | output |
* | --- |
* | "Your return pickup is booked" |
*
* @param {Mail_Return_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_heading = /** @type {((inputs?: Mail_Return_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_return_heading(inputs)
	return __en.mail_return_heading(inputs)
});
/**
* | output |
* | --- |
* | "Return {number} is booked.{reminder} Leave the items where the crew can reach them." |
*
* @param {Mail_Return_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_booked = /** @type {((inputs: Mail_Return_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_return_booked(inputs)
	return __en.mail_return_booked(inputs)
});
/**
* | output |
* | --- |
* | "The return fee of {fee} is charged to your card on file when the crew picks the items up; billing for them stops that day." |
*
* @param {Mail_Return_Fee_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_fee_later = /** @type {((inputs: Mail_Return_Fee_LaterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_Fee_LaterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_return_fee_later(inputs)
	return __en.mail_return_fee_later(inputs)
});
/**
* | output |
* | --- |
* | "This pickup is free; billing for the items stops the day they are picked up." |
*
* @param {Mail_Return_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_free = /** @type {((inputs?: Mail_Return_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_return_free(inputs)
	return __en.mail_return_free(inputs)
});
/**
* | output |
* | --- |
* | "return {number} booked. Receipt: {url}" |
*
* @param {Mail_Return_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_sms = /** @type {((inputs: Mail_Return_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_return_sms(inputs)
	return __en.mail_return_sms(inputs)
});
/**
* | output |
* | --- |
* | "return {number} booked for {day}. Receipt: {url}" |
*
* @param {Mail_Return_Sms_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_sms_day = /** @type {((inputs: Mail_Return_Sms_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_Sms_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_return_sms_day(inputs)
	return __en.mail_return_sms_day(inputs)
});
/**
* | output |
* | --- |
* | "Your swap is booked ({number})" |
*
* @param {Mail_Swap_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_subject = /** @type {((inputs: Mail_Swap_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Swap_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_swap_subject(inputs)
	return __en.mail_swap_subject(inputs)
});
/**
* | output |
* | --- |
* | "{total} charged · visit on {day}" |
*
* @param {Mail_Swap_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_preview = /** @type {((inputs: Mail_Swap_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Swap_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_swap_preview(inputs)
	return __en.mail_swap_preview(inputs)
});
/**
* | output |
* | --- |
* | "{total} charged · visit on the day you chose" |
*
* @param {Mail_Swap_Preview_No_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_preview_no_day = /** @type {((inputs: Mail_Swap_Preview_No_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Swap_Preview_No_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_swap_preview_no_day(inputs)
	return __en.mail_swap_preview_no_day(inputs)
});
/**
* | output |
* | --- |
* | "Your swap is booked" |
*
* @param {Mail_Swap_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_heading = /** @type {((inputs?: Mail_Swap_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Swap_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_swap_heading(inputs)
	return __en.mail_swap_heading(inputs)
});
/**
* | output |
* | --- |
* | "Swap {number} is booked: one crew visit brings your new piece and takes the old one away.{reminder}" |
*
* @param {Mail_Swap_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_booked = /** @type {((inputs: Mail_Swap_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Swap_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_swap_booked(inputs)
	return __en.mail_swap_booked(inputs)
});
/**
* | output |
* | --- |
* | "swap {number} booked, {total} charged. Receipt: {url}" |
*
* @param {Mail_Swap_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_sms = /** @type {((inputs: Mail_Swap_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Swap_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_swap_sms(inputs)
	return __en.mail_swap_sms(inputs)
});
/**
* | output |
* | --- |
* | "Your move is booked ({number})" |
*
* @param {Mail_Move_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_subject = /** @type {((inputs: Mail_Move_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Move_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_move_subject(inputs)
	return __en.mail_move_subject(inputs)
});
/**
* | output |
* | --- |
* | "{total} charged" |
*
* @param {Mail_Charged_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_charged_preview = /** @type {((inputs: Mail_Charged_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Charged_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_charged_preview(inputs)
	return __en.mail_charged_preview(inputs)
});
/**
* | output |
* | --- |
* | "Your move is booked" |
*
* @param {Mail_Move_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_heading = /** @type {((inputs?: Mail_Move_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Move_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_move_heading(inputs)
	return __en.mail_move_heading(inputs)
});
/**
* | output |
* | --- |
* | "Move {number} is booked." |
*
* @param {Mail_Move_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_booked = /** @type {((inputs: Mail_Move_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Move_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_move_booked(inputs)
	return __en.mail_move_booked(inputs)
});
/**
* | output |
* | --- |
* | "Move {number} is booked. We will email you the day before the pickup and again before the delivery at your new address." |
*
* @param {Mail_Move_Booked_VisitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_booked_visits = /** @type {((inputs: Mail_Move_Booked_VisitsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Move_Booked_VisitsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_move_booked_visits(inputs)
	return __en.mail_move_booked_visits(inputs)
});
/**
* | output |
* | --- |
* | "move {number} booked, {total} charged. Receipt: {url}" |
*
* @param {Mail_Move_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_sms = /** @type {((inputs: Mail_Move_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Move_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_move_sms(inputs)
	return __en.mail_move_sms(inputs)
});
/**
* | output |
* | --- |
* | "Your buyout receipt ({number})" |
*
* @param {Mail_Buyout_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_subject = /** @type {((inputs: Mail_Buyout_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Buyout_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_buyout_subject(inputs)
	return __en.mail_buyout_subject(inputs)
});
/**
* | output |
* | --- |
* | "{total} charged · the pieces are yours" |
*
* @param {Mail_Buyout_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_preview = /** @type {((inputs: Mail_Buyout_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Buyout_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_buyout_preview(inputs)
	return __en.mail_buyout_preview(inputs)
});
/**
* | output |
* | --- |
* | "The pieces are yours" |
*
* @param {Mail_Buyout_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_heading = /** @type {((inputs?: Mail_Buyout_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Buyout_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_buyout_heading(inputs)
	return __en.mail_buyout_heading(inputs)
});
/**
* | output |
* | --- |
* | "Buyout {number} is paid: the pieces below are yours to keep, and their monthly billing has stopped." |
*
* @param {Mail_Buyout_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_paid = /** @type {((inputs: Mail_Buyout_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Buyout_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_buyout_paid(inputs)
	return __en.mail_buyout_paid(inputs)
});
/**
* | output |
* | --- |
* | "buyout {number} paid, {total}. Receipt: {url}" |
*
* @param {Mail_Buyout_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_sms = /** @type {((inputs: Mail_Buyout_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Buyout_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_buyout_sms(inputs)
	return __en.mail_buyout_sms(inputs)
});
/**
* | output |
* | --- |
* | "Your Pivot order is confirmed ({number})" |
*
* @param {Mail_Order_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_subject = /** @type {((inputs: Mail_Order_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_subject(inputs)
	return __en.mail_order_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your {partner} order is confirmed ({number})" |
*
* @param {Mail_Order_Subject_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_subject_partner = /** @type {((inputs: Mail_Order_Subject_PartnerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Subject_PartnerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_subject_partner(inputs)
	return __en.mail_order_subject_partner(inputs)
});
/**
* | output |
* | --- |
* | "Pickup on {day}" |
*
* @param {Mail_Order_Preview_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_preview_pickup = /** @type {((inputs: Mail_Order_Preview_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Preview_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_preview_pickup(inputs)
	return __en.mail_order_preview_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Delivery on {day}" |
*
* @param {Mail_Order_Preview_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_preview_delivery = /** @type {((inputs: Mail_Order_Preview_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Preview_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_preview_delivery(inputs)
	return __en.mail_order_preview_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Order {number}" |
*
* @param {Mail_Order_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_preview = /** @type {((inputs: Mail_Order_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_preview(inputs)
	return __en.mail_order_preview(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for your order" |
*
* @param {Mail_Order_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_heading = /** @type {((inputs?: Mail_Order_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_heading(inputs)
	return __en.mail_order_heading(inputs)
});
/**
* | output |
* | --- |
* | "Your {partner} order is confirmed" |
*
* @param {Mail_Order_Heading_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_heading_partner = /** @type {((inputs: Mail_Order_Heading_PartnerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Heading_PartnerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_heading_partner(inputs)
	return __en.mail_order_heading_partner(inputs)
});
/**
* | output |
* | --- |
* | "Order {number} is placed.{reminder}" |
*
* @param {Mail_Order_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_placed = /** @type {((inputs: Mail_Order_PlacedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_PlacedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_placed(inputs)
	return __en.mail_order_placed(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for completing the order {partner} placed for you. Order {number} is confirmed.{reminder}" |
*
* @param {Mail_Order_Placed_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_placed_partner = /** @type {((inputs: Mail_Order_Placed_PartnerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Placed_PartnerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_placed_partner(inputs)
	return __en.mail_order_placed_partner(inputs)
});
/**
* | output |
* | --- |
* | "order {number} confirmed. Receipt: {url}" |
*
* @param {Mail_Order_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_sms = /** @type {((inputs: Mail_Order_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_sms(inputs)
	return __en.mail_order_sms(inputs)
});
/**
* | output |
* | --- |
* | "order {number} confirmed, pickup {day} at {address}. Receipt: {url}" |
*
* @param {Mail_Order_Sms_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_sms_pickup = /** @type {((inputs: Mail_Order_Sms_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Sms_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_sms_pickup(inputs)
	return __en.mail_order_sms_pickup(inputs)
});
/**
* | output |
* | --- |
* | "order {number} confirmed, delivery {day}. Receipt: {url}" |
*
* @param {Mail_Order_Sms_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_sms_delivery = /** @type {((inputs: Mail_Order_Sms_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Sms_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_order_sms_delivery(inputs)
	return __en.mail_order_sms_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Reminder: your {noun} is tomorrow" |
*
* @param {Mail_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_subject = /** @type {((inputs: Mail_Reminder_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reminder_subject(inputs)
	return __en.mail_reminder_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your {noun} is tomorrow" |
*
* @param {Mail_Reminder_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_heading = /** @type {((inputs: Mail_Reminder_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reminder_heading(inputs)
	return __en.mail_reminder_heading(inputs)
});
/**
* | output |
* | --- |
* | "Your order is ready at the warehouse tomorrow. Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help y..." |
*
* @param {Mail_Reminder_WarehouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_warehouse = /** @type {((inputs?: Mail_Reminder_WarehouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_WarehouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reminder_warehouse(inputs)
	return __en.mail_reminder_warehouse(inputs)
});
/**
* | output |
* | --- |
* | "Our crew comes tomorrow. Leave the items where the crew can reach them, with a clear path to the door." |
*
* @param {Mail_Reminder_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_pickup = /** @type {((inputs?: Mail_Reminder_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reminder_pickup(inputs)
	return __en.mail_reminder_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Our crew comes tomorrow. Clear a path to the room the pieces go in; someone 18 or older needs to be home." |
*
* @param {Mail_Reminder_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_delivery = /** @type {((inputs?: Mail_Reminder_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reminder_delivery(inputs)
	return __en.mail_reminder_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Follow the crew on the day from the link below. To change the window, do it today." |
*
* @param {Mail_Reminder_FollowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_follow = /** @type {((inputs?: Mail_Reminder_FollowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_FollowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reminder_follow(inputs)
	return __en.mail_reminder_follow(inputs)
});
/**
* | output |
* | --- |
* | "your {noun} is tomorrow, {when}. Details: {url}" |
*
* @param {Mail_Reminder_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_sms = /** @type {((inputs: Mail_Reminder_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_reminder_sms(inputs)
	return __en.mail_reminder_sms(inputs)
});
/**
* | output |
* | --- |
* | "Picked up: order {number}" |
*
* @param {Mail_Picked_Up_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_subject = /** @type {((inputs: Mail_Picked_Up_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Picked_Up_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_picked_up_subject(inputs)
	return __en.mail_picked_up_subject(inputs)
});
/**
* | output |
* | --- |
* | "Enjoy your pieces. A review?" |
*
* @param {Mail_Picked_Up_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_preview = /** @type {((inputs?: Mail_Picked_Up_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Picked_Up_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_picked_up_preview(inputs)
	return __en.mail_picked_up_preview(inputs)
});
/**
* | output |
* | --- |
* | "You picked up your order" |
*
* @param {Mail_Picked_Up_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_heading = /** @type {((inputs?: Mail_Picked_Up_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Picked_Up_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_picked_up_heading(inputs)
	return __en.mail_picked_up_heading(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for picking up your order. We hope you enjoy your new pieces; a review helps other customers choose." |
*
* @param {Mail_Picked_Up_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_thanks = /** @type {((inputs?: Mail_Picked_Up_ThanksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Picked_Up_ThanksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_picked_up_thanks(inputs)
	return __en.mail_picked_up_thanks(inputs)
});
/**
* | output |
* | --- |
* | "order {number} is picked up. Review: {review}" |
*
* @param {Mail_Picked_Up_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_sms = /** @type {((inputs: Mail_Picked_Up_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Picked_Up_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_picked_up_sms(inputs)
	return __en.mail_picked_up_sms(inputs)
});
/**
* | output |
* | --- |
* | "Delivered: order {number}" |
*
* @param {Mail_Delivered_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_subject = /** @type {((inputs: Mail_Delivered_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delivered_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_delivered_subject(inputs)
	return __en.mail_delivered_subject(inputs)
});
/**
* | output |
* | --- |
* | "Enjoy your pieces. A tip for the crew? A review?" |
*
* @param {Mail_Delivered_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_preview = /** @type {((inputs?: Mail_Delivered_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delivered_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_delivered_preview(inputs)
	return __en.mail_delivered_preview(inputs)
});
/**
* | output |
* | --- |
* | "Your pieces are delivered" |
*
* @param {Mail_Delivered_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_heading = /** @type {((inputs?: Mail_Delivered_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delivered_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_delivered_heading(inputs)
	return __en.mail_delivered_heading(inputs)
});
/**
* | output |
* | --- |
* | "The crew has finished. We hope you enjoy your new pieces." |
*
* @param {Mail_Delivered_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_done = /** @type {((inputs?: Mail_Delivered_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delivered_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_delivered_done(inputs)
	return __en.mail_delivered_done(inputs)
});
/**
* | output |
* | --- |
* | "If the crew did a great job, you can thank them with a tip; all of it goes to them. And a review helps other customers choose." |
*
* @param {Mail_Delivered_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_tip = /** @type {((inputs?: Mail_Delivered_TipInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delivered_TipInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_delivered_tip(inputs)
	return __en.mail_delivered_tip(inputs)
});
/**
* | output |
* | --- |
* | "order {number} is delivered. Tip the crew: {tip} Review: {review}" |
*
* @param {Mail_Delivered_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_sms = /** @type {((inputs: Mail_Delivered_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delivered_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_delivered_sms(inputs)
	return __en.mail_delivered_sms(inputs)
});
/**
* | output |
* | --- |
* | "Your {noun} is cancelled ({number})" |
*
* @param {Mail_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_subject = /** @type {((inputs: Mail_Cancelled_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_subject(inputs)
	return __en.mail_cancelled_subject(inputs)
});
/**
* | output |
* | --- |
* | "{amount} refunded" |
*
* @param {Mail_Cancelled_Preview_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_preview_refund = /** @type {((inputs: Mail_Cancelled_Preview_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_Preview_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_preview_refund(inputs)
	return __en.mail_cancelled_preview_refund(inputs)
});
/**
* | output |
* | --- |
* | "{day} cancelled" |
*
* @param {Mail_Cancelled_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_preview = /** @type {((inputs: Mail_Cancelled_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_preview(inputs)
	return __en.mail_cancelled_preview(inputs)
});
/**
* | output |
* | --- |
* | "Your {noun} is cancelled" |
*
* @param {Mail_Cancelled_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_heading = /** @type {((inputs: Mail_Cancelled_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_heading(inputs)
	return __en.mail_cancelled_heading(inputs)
});
/**
* | output |
* | --- |
* | "The {noun} of {when} is cancelled, as you asked." |
*
* @param {Mail_Cancelled_As_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_as_asked = /** @type {((inputs: Mail_Cancelled_As_AskedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_As_AskedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_as_asked(inputs)
	return __en.mail_cancelled_as_asked(inputs)
});
/**
* | output |
* | --- |
* | "We refunded {amount} to your card; it shows on your statement within 5 to 10 business days." |
*
* @param {Mail_Cancelled_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_refunded = /** @type {((inputs: Mail_Cancelled_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_refunded(inputs)
	return __en.mail_cancelled_refunded(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was charged for it, so there is nothing to refund." |
*
* @param {Mail_Cancelled_NothingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_nothing = /** @type {((inputs?: Mail_Cancelled_NothingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_NothingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_nothing(inputs)
	return __en.mail_cancelled_nothing(inputs)
});
/**
* | output |
* | --- |
* | "The items stay with you, billed as before." |
*
* @param {Mail_Cancelled_Items_StayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_items_stay = /** @type {((inputs?: Mail_Cancelled_Items_StayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_Items_StayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_items_stay(inputs)
	return __en.mail_cancelled_items_stay(inputs)
});
/**
* | output |
* | --- |
* | "your {noun} of {day} is cancelled. {url}" |
*
* @param {Mail_Cancelled_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_sms = /** @type {((inputs: Mail_Cancelled_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_sms(inputs)
	return __en.mail_cancelled_sms(inputs)
});
/**
* | output |
* | --- |
* | "your {noun} of {day} is cancelled, {amount} refunded. {url}" |
*
* @param {Mail_Cancelled_Sms_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_sms_refund = /** @type {((inputs: Mail_Cancelled_Sms_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_Sms_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_cancelled_sms_refund(inputs)
	return __en.mail_cancelled_sms_refund(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for your tip of {amount}" |
*
* @param {Mail_Tip_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_subject = /** @type {((inputs: Mail_Tip_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tip_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_tip_subject(inputs)
	return __en.mail_tip_subject(inputs)
});
/**
* | output |
* | --- |
* | "{amount} for the crew of order {number}" |
*
* @param {Mail_Tip_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_preview = /** @type {((inputs: Mail_Tip_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tip_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_tip_preview(inputs)
	return __en.mail_tip_preview(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for your tip" |
*
* @param {Mail_Tip_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_heading = /** @type {((inputs?: Mail_Tip_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tip_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_tip_heading(inputs)
	return __en.mail_tip_heading(inputs)
});
/**
* | output |
* | --- |
* | "All of it goes to the crew that made your visit. It is on your receipt." |
*
* @param {Mail_Tip_All_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_all_crew = /** @type {((inputs?: Mail_Tip_All_CrewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tip_All_CrewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_tip_all_crew(inputs)
	return __en.mail_tip_all_crew(inputs)
});
/**
* | output |
* | --- |
* | "thank you for your {amount} tip. Receipt: {url}" |
*
* @param {Mail_Tip_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_sms = /** @type {((inputs: Mail_Tip_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tip_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_tip_sms(inputs)
	return __en.mail_tip_sms(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined: {amount} is due" |
*
* @param {Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_subject = /** @type {((inputs: Mail_Declined_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Declined_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_declined_subject(inputs)
	return __en.mail_declined_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your monthly bill of {day} could not be charged" |
*
* @param {Mail_Declined_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_preview = /** @type {((inputs: Mail_Declined_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Declined_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_declined_preview(inputs)
	return __en.mail_declined_preview(inputs)
});
/**
* | output |
* | --- |
* | "We could not charge your monthly bill" |
*
* @param {Mail_Declined_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_heading = /** @type {((inputs?: Mail_Declined_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Declined_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_declined_heading(inputs)
	return __en.mail_declined_heading(inputs)
});
/**
* | output |
* | --- |
* | "Your card ({card}) declined the monthly bill of {day}. {amount} is now overdue." |
*
* @param {Mail_Declined_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_card = /** @type {((inputs: Mail_Declined_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Declined_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_declined_card(inputs)
	return __en.mail_declined_card(inputs)
});
/**
* | output |
* | --- |
* | "Pay it now with the card on file or a new card. We will also try your card again in a few days." |
*
* @param {Mail_Declined_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_pay = /** @type {((inputs?: Mail_Declined_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Declined_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_declined_pay(inputs)
	return __en.mail_declined_pay(inputs)
});
/**
* | output |
* | --- |
* | "your card declined your monthly bill of {amount}. Pay it here: {url}" |
*
* @param {Mail_Declined_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_sms = /** @type {((inputs: Mail_Declined_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Declined_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_declined_sms(inputs)
	return __en.mail_declined_sms(inputs)
});
/**
* | output |
* | --- |
* | "Your monthly bill receipt: {amount}" |
*
* @param {Mail_Bill_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_subject = /** @type {((inputs: Mail_Bill_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Bill_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_bill_subject(inputs)
	return __en.mail_bill_subject(inputs)
});
/**
* | output |
* | --- |
* | "Monthly bill of {day}" |
*
* @param {Mail_Bill_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_preview = /** @type {((inputs: Mail_Bill_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Bill_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_bill_preview(inputs)
	return __en.mail_bill_preview(inputs)
});
/**
* | output |
* | --- |
* | "Your monthly bill is paid" |
*
* @param {Mail_Bill_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_heading = /** @type {((inputs?: Mail_Bill_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Bill_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_bill_heading(inputs)
	return __en.mail_bill_heading(inputs)
});
/**
* | output |
* | --- |
* | "Thank you. Here is the receipt of your monthly bill of {day}." |
*
* @param {Mail_Bill_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_thanks = /** @type {((inputs: Mail_Bill_ThanksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Bill_ThanksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_bill_thanks(inputs)
	return __en.mail_bill_thanks(inputs)
});
/**
* | output |
* | --- |
* | "your monthly bill of {amount} is paid. Receipt: {url}" |
*
* @param {Mail_Bill_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_sms = /** @type {((inputs: Mail_Bill_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Bill_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_bill_sms(inputs)
	return __en.mail_bill_sms(inputs)
});
/**
* | output |
* | --- |
* | "Payment received: {amount}" |
*
* @param {Mail_Overdue_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_subject = /** @type {((inputs: Mail_Overdue_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Overdue_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_overdue_subject(inputs)
	return __en.mail_overdue_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your overdue balance is paid" |
*
* @param {Mail_Overdue_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_preview = /** @type {((inputs?: Mail_Overdue_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Overdue_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_overdue_preview(inputs)
	return __en.mail_overdue_preview(inputs)
});
/**
* | output |
* | --- |
* | "Thank you, your overdue balance is paid" |
*
* @param {Mail_Overdue_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_heading = /** @type {((inputs?: Mail_Overdue_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Overdue_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_overdue_heading(inputs)
	return __en.mail_overdue_heading(inputs)
});
/**
* | output |
* | --- |
* | "We received your payment of {amount} for what was overdue. Thank you." |
*
* @param {Mail_Overdue_ReceivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_received = /** @type {((inputs: Mail_Overdue_ReceivedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Overdue_ReceivedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_overdue_received(inputs)
	return __en.mail_overdue_received(inputs)
});
/**
* | output |
* | --- |
* | "we received your payment of {amount}. Receipts: {url}" |
*
* @param {Mail_Overdue_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_sms = /** @type {((inputs: Mail_Overdue_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Overdue_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_overdue_sms(inputs)
	return __en.mail_overdue_sms(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined: the return fee of {amount} is due" |
*
* @param {Mail_Fee_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_subject = /** @type {((inputs: Mail_Fee_Declined_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_Declined_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_declined_subject(inputs)
	return __en.mail_fee_declined_subject(inputs)
});
/**
* | output |
* | --- |
* | "Return {number}" |
*
* @param {Mail_Fee_Declined_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_preview = /** @type {((inputs: Mail_Fee_Declined_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_Declined_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_declined_preview(inputs)
	return __en.mail_fee_declined_preview(inputs)
});
/**
* | output |
* | --- |
* | "We could not charge the return fee" |
*
* @param {Mail_Fee_Declined_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_heading = /** @type {((inputs?: Mail_Fee_Declined_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_Declined_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_declined_heading(inputs)
	return __en.mail_fee_declined_heading(inputs)
});
/**
* | output |
* | --- |
* | "The crew picked up return {number}, and billing for the items stopped. Your card declined the return fee of {amount}; it is now overdue." |
*
* @param {Mail_Fee_Declined_PickedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_picked = /** @type {((inputs: Mail_Fee_Declined_PickedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_Declined_PickedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_declined_picked(inputs)
	return __en.mail_fee_declined_picked(inputs)
});
/**
* | output |
* | --- |
* | "your card declined the return fee of {amount}. Pay it here: {url}" |
*
* @param {Mail_Fee_Declined_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_sms = /** @type {((inputs: Mail_Fee_Declined_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_Declined_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_declined_sms(inputs)
	return __en.mail_fee_declined_sms(inputs)
});
/**
* | output |
* | --- |
* | "Return fee charged: {amount} ({number})" |
*
* @param {Mail_Fee_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_subject = /** @type {((inputs: Mail_Fee_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_subject(inputs)
	return __en.mail_fee_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your items are picked up" |
*
* @param {Mail_Fee_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_preview = /** @type {((inputs?: Mail_Fee_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_preview(inputs)
	return __en.mail_fee_preview(inputs)
});
/**
* | output |
* | --- |
* | "Your items are picked up" |
*
* @param {Mail_Fee_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_heading = /** @type {((inputs?: Mail_Fee_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_heading(inputs)
	return __en.mail_fee_heading(inputs)
});
/**
* | output |
* | --- |
* | "The crew picked up return {number}, and billing for the items stopped. We charged the return fee of {amount} to {card}." |
*
* @param {Mail_Fee_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_charged = /** @type {((inputs: Mail_Fee_ChargedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_ChargedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_charged(inputs)
	return __en.mail_fee_charged(inputs)
});
/**
* | output |
* | --- |
* | "return {number} picked up, return fee of {amount} charged. Receipt: {url}" |
*
* @param {Mail_Fee_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_sms = /** @type {((inputs: Mail_Fee_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fee_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_fee_sms(inputs)
	return __en.mail_fee_sms(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture Inc., PO Box 1042, Station A, Toronto ON M5W 1G5." |
*
* @param {Mail_Postal_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_postal_address = /** @type {((inputs?: Mail_Postal_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Postal_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_postal_address(inputs)
	return __en.mail_postal_address(inputs)
});
/**
* | output |
* | --- |
* | "Your delivery is on its way today" |
*
* @param {Mail_Feed_Out_Subject_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_subject_delivery = /** @type {((inputs?: Mail_Feed_Out_Subject_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Feed_Out_Subject_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_feed_out_subject_delivery(inputs)
	return __en.mail_feed_out_subject_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Your pickup is on its way today" |
*
* @param {Mail_Feed_Out_Subject_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_subject_pickup = /** @type {((inputs?: Mail_Feed_Out_Subject_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Feed_Out_Subject_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_feed_out_subject_pickup(inputs)
	return __en.mail_feed_out_subject_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Our crew is 30 minutes away" |
*
* @param {Mail_Feed_Nearby_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_nearby_subject = /** @type {((inputs?: Mail_Feed_Nearby_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Feed_Nearby_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_feed_nearby_subject(inputs)
	return __en.mail_feed_nearby_subject(inputs)
});
/**
* | output |
* | --- |
* | "Hi {name}, your Pivot delivery is out for delivery. Follow the crew: {url}" |
*
* @param {Mail_Feed_Out_Text_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_text_delivery = /** @type {((inputs: Mail_Feed_Out_Text_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Feed_Out_Text_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_feed_out_text_delivery(inputs)
	return __en.mail_feed_out_text_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Hi {name}, your Pivot pickup is out for delivery. Follow the crew: {url}" |
*
* @param {Mail_Feed_Out_Text_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_text_pickup = /** @type {((inputs: Mail_Feed_Out_Text_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Feed_Out_Text_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_feed_out_text_pickup(inputs)
	return __en.mail_feed_out_text_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Hi {name}, our crew is 30 minutes away. Follow them: {url}" |
*
* @param {Mail_Feed_Nearby_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_nearby_text = /** @type {((inputs: Mail_Feed_Nearby_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Feed_Nearby_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_feed_nearby_text(inputs)
	return __en.mail_feed_nearby_text(inputs)
});
/**
* | output |
* | --- |
* | "{code} is your Pivot verification code for {phone}. It expires in 10 minutes." |
*
* @param {Mail_Sms_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sms_code = /** @type {((inputs: Mail_Sms_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sms_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.mail_sms_code(inputs)
	return __en.mail_sms_code(inputs)
});
/**
* | output |
* | --- |
* | "{fee} fee + {care} PivotCare = {monthly}" |
*
* @param {Agreements_Fee_With_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_fee_with_care = /** @type {((inputs: Agreements_Fee_With_CareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Fee_With_CareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_fee_with_care(inputs)
	return __en.agreements_fee_with_care(inputs)
});
/**
* | output |
* | --- |
* | "Financing over {payments} months: {payments} monthly instalments of {each}, the first today{total}. Yours after the last instalment; pay the balance early at..." |
*
* @param {Agreements_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_financing = /** @type {((inputs: Agreements_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_financing(inputs)
	return __en.agreements_financing(inputs)
});
/**
* | output |
* | --- |
* | "; total of payments {amount}" |
*
* @param {Agreements_Financing_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_financing_total = /** @type {((inputs: Agreements_Financing_TotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Financing_TotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_financing_total(inputs)
	return __en.agreements_financing_total(inputs)
});
/**
* | output |
* | --- |
* | "Rental at {each}, the first month today, for a {term}-month minimum term, then month to month until you book its pickup. The item stays ours." |
*
* @param {Agreements_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_rent = /** @type {((inputs: Agreements_RentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_RentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_rent(inputs)
	return __en.agreements_rent(inputs)
});
/**
* | output |
* | --- |
* | "Subscription at {each}, the first month today, {term}.{owned}" |
*
* @param {Agreements_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_subscription = /** @type {((inputs: Agreements_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_subscription(inputs)
	return __en.agreements_subscription(inputs)
});
/**
* | output |
* | --- |
* | "a {term}-month minimum term" |
*
* @param {Agreements_Term_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_term_minimum = /** @type {((inputs: Agreements_Term_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Term_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_term_minimum(inputs)
	return __en.agreements_term_minimum(inputs)
});
/**
* | output |
* | --- |
* | "month to month" |
*
* @param {Agreements_Term_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_term_monthly = /** @type {((inputs?: Agreements_Term_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Term_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_term_monthly(inputs)
	return __en.agreements_term_monthly(inputs)
});
/**
* | output |
* | --- |
* | "After {payments} monthly fees ({amount} in fees, PivotCare not counted) it is yours." |
*
* @param {Agreements_OwnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_owned = /** @type {((inputs: Agreements_OwnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_OwnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_owned(inputs)
	return __en.agreements_owned(inputs)
});
/**
* | output |
* | --- |
* | "no tax" |
*
* @param {Agreements_No_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_no_tax = /** @type {((inputs?: Agreements_No_TaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_No_TaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_no_tax(inputs)
	return __en.agreements_no_tax(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare" |
*
* @param {Agreements_Pivotcare_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_pivotcare_title = /** @type {((inputs?: Agreements_Pivotcare_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Pivotcare_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_pivotcare_title(inputs)
	return __en.agreements_pivotcare_title(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare covers accidental damage to the item (spills and stains, tears, scratches, dents, broken legs or frames): we repair it or replace the item at no co..." |
*
* @param {Agreements_Pivotcare_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_pivotcare_terms = /** @type {((inputs?: Agreements_Pivotcare_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Pivotcare_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_pivotcare_terms(inputs)
	return __en.agreements_pivotcare_terms(inputs)
});
/**
* | output |
* | --- |
* | "Without PivotCare" |
*
* @param {Agreements_Without_Pivotcare_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_without_pivotcare_title = /** @type {((inputs?: Agreements_Without_Pivotcare_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Without_Pivotcare_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_without_pivotcare_title(inputs)
	return __en.agreements_without_pivotcare_title(inputs)
});
/**
* | output |
* | --- |
* | "You did not choose PivotCare: damage beyond normal wear is charged at our published repair rates (legs $4 to $17, upholstery $25 to $125, hard surfaces $15 t..." |
*
* @param {Agreements_Without_PivotcareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_without_pivotcare = /** @type {((inputs?: Agreements_Without_PivotcareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Without_PivotcareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_without_pivotcare(inputs)
	return __en.agreements_without_pivotcare(inputs)
});
/**
* | output |
* | --- |
* | "purchases {amount}" |
*
* @param {Agreements_Today_PurchasesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_purchases = /** @type {((inputs: Agreements_Today_PurchasesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Today_PurchasesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_today_purchases(inputs)
	return __en.agreements_today_purchases(inputs)
});
/**
* | output |
* | --- |
* | "first month {amount}" |
*
* @param {Agreements_Today_First_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_first_month = /** @type {((inputs: Agreements_Today_First_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Today_First_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_today_first_month(inputs)
	return __en.agreements_today_first_month(inputs)
});
/**
* | output |
* | --- |
* | "delivery {amount} (one time: bringing the order to your door and into the room you choose)" |
*
* @param {Agreements_Today_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_delivery = /** @type {((inputs: Agreements_Today_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Today_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_today_delivery(inputs)
	return __en.agreements_today_delivery(inputs)
});
/**
* | output |
* | --- |
* | "assembly {amount} (one time: assembling the items on the delivery day)" |
*
* @param {Agreements_Today_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_assembly = /** @type {((inputs: Agreements_Today_AssemblyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Today_AssemblyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_today_assembly(inputs)
	return __en.agreements_today_assembly(inputs)
});
/**
* | output |
* | --- |
* | "taxes: {taxes}" |
*
* @param {Agreements_Today_TaxesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_taxes = /** @type {((inputs: Agreements_Today_TaxesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Today_TaxesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_today_taxes(inputs)
	return __en.agreements_today_taxes(inputs)
});
/**
* | output |
* | --- |
* | "account credit −{amount}" |
*
* @param {Agreements_Today_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_credit = /** @type {((inputs: Agreements_Today_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Today_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_today_credit(inputs)
	return __en.agreements_today_credit(inputs)
});
/**
* | output |
* | --- |
* | "Charged today" |
*
* @param {Agreements_Today_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_title = /** @type {((inputs?: Agreements_Today_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Today_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_today_title(inputs)
	return __en.agreements_today_title(inputs)
});
/**
* | output |
* | --- |
* | "{items}. Total charged today: {total}." |
*
* @param {Agreements_Today_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_today_text = /** @type {((inputs: Agreements_Today_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Today_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_today_text(inputs)
	return __en.agreements_today_text(inputs)
});
/**
* | output |
* | --- |
* | "Each month after" |
*
* @param {Agreements_Monthly_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_monthly_title = /** @type {((inputs?: Agreements_Monthly_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Monthly_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_monthly_title(inputs)
	return __en.agreements_monthly_title(inputs)
});
/**
* | output |
* | --- |
* | "{subtotal} before tax, taxes: {taxes}; {total} a month in all, charged to your card on the same day each month from a month after delivery, at the tax rates ..." |
*
* @param {Agreements_Monthly_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_monthly_text = /** @type {((inputs: Agreements_Monthly_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Monthly_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_monthly_text(inputs)
	return __en.agreements_monthly_text(inputs)
});
/**
* | output |
* | --- |
* | "Returns (version {version})" |
*
* @param {Agreements_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_returns_title = /** @type {((inputs: Agreements_Returns_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Returns_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_returns_title(inputs)
	return __en.agreements_returns_title(inputs)
});
/**
* | output |
* | --- |
* | "You may return any item at any time by booking a pickup in your account. A pickup in the first {term} of an item’s subscription costs {fee} (PivotCare is not..." |
*
* @param {Agreements_Returns_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_returns_text = /** @type {((inputs: Agreements_Returns_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_Returns_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_returns_text(inputs)
	return __en.agreements_returns_text(inputs)
});
/**
* | output |
* | --- |
* | "{title}: {text}" |
*
* @param {Agreements_ClauseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const agreements_clause = /** @type {((inputs: Agreements_ClauseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Agreements_ClauseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.agreements_clause(inputs)
	return __en.agreements_clause(inputs)
});