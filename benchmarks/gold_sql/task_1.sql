SELECT order_id, customer_id FROM Customer_Orders WHERE order_status_code = "Cancelled" ORDER BY order_date;
