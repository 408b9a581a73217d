import java.util.Scanner;

public class Main {
    static String reverseString(String s) {
        // Write your solution here
        return "";
    }

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        String s = scanner.next();
        System.out.println(reverseString(s));
    }
}
